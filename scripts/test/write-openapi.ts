// Writes the OpenAPI document the mock-api serves at /__mock/openapi.json to a file
// (default reports/openapi.json), for redocly lint, Prism and CI's artifacts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildOpenApiDocument } from '../../contracts/src/openapi.js';

const out = resolve(process.argv[2] ?? 'reports/openapi.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`OpenAPI document written to ${out}`);
