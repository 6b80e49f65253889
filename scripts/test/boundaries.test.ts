// The client's zones in eslint.config.js only hold if import-x can resolve extensionless TypeScript
// imports; without a resolver no-restricted-paths skips them and lints clean. Each zone is broken here
// once on purpose, in a text linted with the real config as if it stood at a real place in
// client/src, and eslint must say so; a legal import beside it must lint clean.
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import config from '../../eslint.config.js';

const root = path.resolve(__dirname, '../..');

async function messagesOf(
  source: string,
  file: string,
  rule = 'import-x/no-restricted-paths',
): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: config as Linter.Config[],
  });
  const [result] = await eslint.lintText(source, { filePath: path.join(root, 'client/src', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const reexport = (spec: string) => `export * from '${spec}';\n`;

describe('client import zones', () => {
  jest.setTimeout(60_000);

  it('rejects core importing the desktop or the phone', async () => {
    const file = 'core/cart/zone-fixture.ts';
    expect(await messagesOf(reexport('../../desktop/ui/price/price'), file)).toEqual([
      expect.stringContaining('core serves both faces and imports neither'),
    ]);
    expect(await messagesOf(reexport('../../mobile/ui/price/price'), file)).toEqual([
      expect.stringContaining('core serves both faces and imports neither'),
    ]);
  });

  it('rejects a face importing the other', async () => {
    expect(
      await messagesOf(reexport('../../../mobile/ui/price/price'), 'desktop/features/home/zone-fixture.ts'),
    ).toEqual([expect.stringContaining('the desktop never imports client/src/mobile')]);
    expect(
      await messagesOf(reexport('../../../desktop/ui/price/price'), 'mobile/pages/home/zone-fixture.ts'),
    ).toEqual([expect.stringContaining('the phone never imports client/src/desktop')]);
  });

  it('rejects a desktop feature importing another feature', async () => {
    expect(
      await messagesOf(reexport('../cart/shopping-cart-page'), 'desktop/features/home/zone-fixture.ts'),
    ).toEqual([expect.stringContaining('A desktop feature never imports a sibling')]);
  });

  it('rejects a phone page area importing another one', async () => {
    expect(await messagesOf(reexport('../cart/cart-page'), 'mobile/pages/home/zone-fixture.ts')).toEqual([
      expect.stringContaining('A phone page area never imports a sibling'),
    ]);
  });

  it("holds an area's page folders as one area: order/pay may use order/checkout, not cart", async () => {
    const file = 'mobile/pages/order/pay/zone-fixture.ts';
    expect(await messagesOf(reexport('../../cart/cart-page'), file)).toEqual([
      expect.stringContaining('A phone page area never imports a sibling'),
    ]);
    expect(await messagesOf(reexport('../checkout/checkout-page'), file)).toEqual([]);
  });

  it('rejects a desktop feature importing the app, and ui importing a feature', async () => {
    expect(
      await messagesOf(reexport('../../app/router/page-module'), 'desktop/features/home/zone-fixture.ts'),
    ).toEqual([expect.stringContaining('Features never import app/')]);
    expect(
      await messagesOf(
        reexport('../../features/cart/shopping-cart-page'),
        'desktop/ui/price/zone-fixture.ts',
      ),
    ).toEqual([expect.stringContaining('desktop/ui sits below the features and the app')]);
  });

  it('rejects a phone page importing the app', async () => {
    expect(
      await messagesOf(reexport('../../app/page-importers'), 'mobile/pages/home/zone-fixture.ts'),
    ).toEqual([expect.stringContaining('Phone pages never import app/')]);
  });

  it('rejects phone ui importing a page or the app', async () => {
    const file = 'mobile/ui/price/zone-fixture.ts';
    expect(await messagesOf(reexport('../../pages/cart/cart-page'), file)).toEqual([
      expect.stringContaining('mobile/ui sits below the pages and the app'),
    ]);
    expect(await messagesOf(reexport('../../app/page-importers'), file)).toEqual([
      expect.stringContaining('mobile/ui sits below the pages and the app'),
    ]);
  });

  it('lets each face import core and its own lower layers', async () => {
    const desktop = [
      "export { apiQuery } from '../../../core/api/query';",
      "export type { PageHandle } from '../../ui/page-handle/page-handle';",
    ].join('\n');
    const mobile = [
      "export { apiQuery } from '../../../core/api/query';",
      "export { cartCountAtom } from '../../../core/state/badge-counts';",
    ].join('\n');
    expect(await messagesOf(desktop, 'desktop/features/home/zone-fixture.ts')).toEqual([]);
    expect(await messagesOf(mobile, 'mobile/pages/home/zone-fixture.ts')).toEqual([]);
  });
});

describe('client import circles', () => {
  jest.setTimeout(60_000);

  it('rejects a circle made of a type-only import', async () => {
    // logout.ts imports forget-session.ts; forget-session.ts taking a type back closes a circle.
    const source = "import type { LogoutFace } from './logout';\nexport type Face = LogoutFace;\n";
    expect(await messagesOf(source, 'core/state/forget-session.ts', 'storefront/no-import-cycle')).toEqual([
      'Import circle: client/src/core/state/logout.ts imports this file again.',
    ]);
  });
});

describe('client cache updates', () => {
  jest.setTimeout(60_000);

  it('refuses a face patching the query cache, which the mutation hooks own', async () => {
    const source =
      "export const patch = (c: { setQueryData: (k: string, v: number) => void }) => c.setQueryData('k', 1);\n";
    expect(await messagesOf(source, 'desktop/features/home/zone-fixture.ts', 'no-restricted-syntax')).toEqual(
      [expect.stringContaining('A face never patches the query cache')],
    );
    expect(await messagesOf(source, 'core/cart/zone-fixture.ts', 'no-restricted-syntax')).toEqual([]);
  });
});

describe('client routing imports', () => {
  jest.setTimeout(60_000);

  it('refuses react-router itself and takes react-router-dom', async () => {
    const file = 'desktop/features/home/zone-fixture.ts';
    const refused =
      "export { Link } from 'react-router';\nexport { RouterProvider } from 'react-router/dom';\n";
    expect(await messagesOf(refused, file, 'no-restricted-imports')).toEqual([
      expect.stringContaining('Import routing from react-router-dom'),
      expect.stringContaining('Import routing from react-router-dom'),
    ]);
    expect(
      await messagesOf("export { Link } from 'react-router-dom';\n", file, 'no-restricted-imports'),
    ).toEqual([]);
  });
});
