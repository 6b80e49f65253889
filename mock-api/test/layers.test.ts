// mock-api's layers hold by lint (eslint.config.js): each layer imports only those below it, and no
// file reaches itself through its imports, `import type` included. Each rule is broken here once on
// purpose, in a text linted as if it stood at a real place in src/, and eslint must say so.
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import config from '../../eslint.config.js';

const root = path.resolve(__dirname, '../..');
const src = (file: string) => path.join(root, 'mock-api/src', file);

async function problems(
  source: string,
  file: string,
): Promise<Array<{ ruleId: string | null; message: string }>> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: config as Linter.Config[],
  });
  const [result] = await eslint.lintText(source, { filePath: src(file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

describe('mock-api layers', () => {
  jest.setTimeout(60_000);

  it('rejects domain code importing the HTTP layer', async () => {
    const found = await problems(
      "import type { HandlerContext } from '../../http/api/handler-types.js';\nexport type Ctx = HandlerContext;\n",
      'domain/cart/layer-fixture.ts',
    );
    expect(found).toEqual([
      {
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('mock-api/src/domain imports only'),
      },
    ]);
  });

  it('rejects persistence importing the domain', async () => {
    const found = await problems(
      "import { ALL_TABLES } from '../domain/tables.js';\nexport const tables = ALL_TABLES;\n",
      'persistence/layer-fixture.ts',
    );
    expect(found.map((p) => p.ruleId)).toEqual(['import-x/no-restricted-paths']);
  });

  it('rejects an import circle made of a type-only import', async () => {
    // table.ts imports deadlines.ts for dueAtOf; deadlines.ts taking OrderRow back closes a circle.
    const found = await problems(
      "import type { OrderRow } from './table.js';\nexport type Clocked = Pick<OrderRow, 'status'>;\n",
      'domain/order/deadlines.ts',
    );
    expect(found).toEqual([
      {
        ruleId: 'storefront/no-import-cycle',
        message: 'Import circle: mock-api/src/domain/order/table.ts imports this file again.',
      },
    ]);
  });

  it('lets the HTTP layer import the domain, and the domain import persistence, seed and shared', async () => {
    const handler = await problems(
      "import { refuse } from '../../domain/refusal.js';\nexport const no = () => refuse('不行');\n",
      'http/handlers/layer-fixture.ts',
    );
    const domain = await problems(
      [
        "import type { Store } from '../../persistence/store.js';",
        "import type { Seed } from '../../seed/types.js';",
        "import { DAY_MS } from '../../shared/shanghai-time.js';",
        'export const f = (s: Store, seed: Seed) => [s, seed, DAY_MS];',
        '',
      ].join('\n'),
      'domain/cart/layer-fixture.ts',
    );
    expect([...handler, ...domain]).toEqual([]);
  });
});
