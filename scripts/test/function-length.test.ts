// No function over 80 lines in the services' sources, the client and scripts/ (eslint.config.js,
// max-lines-per-function): a function of 81 lines is linted as if it stood in each place, and eslint
// must refuse it there (the seed's data builders included), while tests and e2e journeys may hold longer ones.
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import config from '../../eslint.config.js';

const root = path.resolve(__dirname, '../..');

/** A function whose declaration, body and closing brace take `lines` lines. */
const functionOf = (lines: number): string =>
  [
    'export function long(): number {',
    '  let n = 0;',
    ...Array.from({ length: lines - 4 }, (_, i) => `  n += ${i};`),
    '  return n;',
    '}',
    '',
  ].join('\n');

async function ruleIds(source: string, file: string): Promise<Array<string | null>> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: config as Linter.Config[],
  });
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

describe('function length', () => {
  jest.setTimeout(60_000);

  it.each([
    'mock-api/src/http/length-fixture.ts',
    'mock-api/src/seed/length-fixture.ts',
    'mock-api/console/src/length-fixture.ts',
    'server/src/length-fixture.ts',
    'contracts/src/length-fixture.ts',
    'scripts/docker/length-fixture.ts',
    'scripts/bench/length-fixture.mjs',
    'scripts/e2e/tests/support/length-fixture.ts',
    'client/src/core/cart/length-fixture.ts',
    'client/src/desktop/features/home/length-fixture.tsx',
    'client/src/mobile/pages/home/length-fixture.tsx',
  ])('refuses an 81-line function in %s and accepts one of 80', async (file) => {
    expect(await ruleIds(functionOf(81), file)).toEqual(['max-lines-per-function']);
    expect(await ruleIds(functionOf(80), file)).toEqual([]);
  });

  it.each([
    'server/src/length-fixture.test.ts',
    'scripts/robustness/length-fixture.test.ts',
    'scripts/e2e/tests/length-fixture.e2e.ts',
    'client/src/desktop/features/home/length-fixture.test.tsx',
  ])('lets %s hold a longer one', async (file) => {
    expect(await ruleIds(functionOf(120), file)).toEqual([]);
  });
});
