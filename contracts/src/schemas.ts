// Server-side entry: the catalogue entries' full descriptions (zod schemas, examples, refusals) and
// what is generated from them.
export { catalogueSchemas, descriptionOf, exampleOf, refusingEntries } from './catalogue/schemas.js';
export * as common from './catalogue/common.schemas.js';
export { buildOpenApiDocument } from './openapi.js';
export { fieldIssues } from './catalogue/request-issues.js';
export type { EntryDescription, SchemasOf } from './catalogue/types.js';
export { judge, type Judgement, type Difference, type Verdict } from './drift/judge.js';
export type { Sent } from './drift/send.js';
