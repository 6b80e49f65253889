// The published document by the rules a consumer team's linter applies: Stoplight Spectral's
// `spectral:oas` ruleset must find nothing, neither errors nor warnings.
import { Document, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { buildOpenApiDocument } from '../../contracts/src/openapi.js';

const lint = async (document: unknown) => {
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [oas] } as never);
  const results = await spectral.run(new Document(JSON.stringify(document), Json, 'openapi.json'));
  return results.map((r) => `${r.code} (severity ${r.severity}) at ${r.path.join('.')}: ${r.message}`);
};

it('passes spectral:oas with no errors and no warnings', async () => {
  expect(await lint(buildOpenApiDocument())).toEqual([]);
}, 60_000);

it('would report an operation tag the document does not define', async () => {
  const document = buildOpenApiDocument() as { tags?: unknown[] };
  delete document.tags;
  expect((await lint(document)).some((line) => line.startsWith('operation-tag-defined'))).toBe(true);
}, 60_000);
