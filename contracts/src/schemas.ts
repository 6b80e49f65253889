// Server-side entry: the zod schemas and what is generated from them.
export { catalogueSchemas } from './catalogue/schemas.js';
export * as common from './catalogue/common.schemas.js';
export { buildOpenApiDocument } from './openapi.js';
export type { EntrySchemas, SchemasOf } from './catalogue/types.js';
export { judge, type Judgement, type Difference, type Verdict } from './drift/judge.js';
export type { Sent } from './drift/send.js';
