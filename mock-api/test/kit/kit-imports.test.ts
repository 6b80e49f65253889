// The kit loads no server code: src/kit imports only its own files, the browser-safe entry of
// @storefront/contracts and node: built-ins, so a suite that imports it never starts Express,
// SQLite or the seed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const KIT = join(__dirname, '..', '..', 'src', 'kit');

/** What one kit file imports that is not allowed. */
export function forbiddenImports(source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter(
      (name) =>
        !(name.startsWith('./') && !name.includes('/', 2)) &&
        name !== '@storefront/contracts' &&
        !name.startsWith('node:'),
    );
}

it('imports nothing beyond its folder, @storefront/contracts and node built-ins', () => {
  const files = readdirSync(KIT).filter((f) => f.endsWith('.ts'));
  expect(files.length).toBeGreaterThan(3);
  const found = files.flatMap((f) =>
    forbiddenImports(readFileSync(join(KIT, f), 'utf8')).map((name) => `${f}: ${name}`),
  );
  expect(found).toEqual([]);
});

it('catches a kit file that reaches into the server or zod', () => {
  expect(
    forbiddenImports(
      "import { createApp } from '../http/app.js';\nimport { z } from 'zod';\nimport { x } from './ok.js';",
    ),
  ).toEqual(['../http/app.js', 'zod']);
});
