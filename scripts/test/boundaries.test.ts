// The import boundaries in eslint.config.js only hold if import-x can resolve extensionless
// TypeScript imports; without a resolver no-restricted-paths skips them and lints clean. These
// fixtures are linted with the real config, as if they were a file in a client feature.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import config from '../../eslint.config.js';

const root = path.resolve(__dirname, '../..');
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/boundaries', name), 'utf8');
const asFeatureFile = path.join(root, 'client/src/features/home/boundary-fixture.ts');
const asMobileFile = path.join(root, 'client/src/mobile/pages/home/boundary-fixture.ts');

async function restrictedPathMessages(source: string, filePath = asFeatureFile): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: config as Linter.Config[],
  });
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('client import boundaries', () => {
  jest.setTimeout(60_000);

  it('rejects a feature importing another feature', async () => {
    const messages = await restrictedPathMessages(fixture('feature-imports-feature.ts.txt'));
    expect(messages).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('rejects a feature importing the app', async () => {
    const messages = await restrictedPathMessages(fixture('feature-imports-app.ts.txt'));
    expect(messages).toEqual([expect.stringContaining('Features never import app/')]);
  });

  it('lets a feature import the shared ui layer', async () => {
    expect(await restrictedPathMessages(fixture('feature-imports-ui.ts.txt'))).toEqual([]);
  });

  it('rejects the mobile shop importing a desktop feature or the desktop ui', async () => {
    const source = [
      "export { default } from '../../../features/goods/goods-page';",
      "export { Price } from '../../../ui/price/price';",
    ].join('\n');
    expect(await restrictedPathMessages(source, asMobileFile)).toEqual([
      expect.stringContaining('The mobile shop shares api, state, config and contracts only'),
      expect.stringContaining('The mobile shop shares api, state, config and contracts only'),
    ]);
  });

  it('lets the mobile shop import the shared data layer and state', async () => {
    const source = [
      "export { apiQuery } from '../../../api/query';",
      "export { cartCountAtom } from '../../../state/counts';",
    ].join('\n');
    expect(await restrictedPathMessages(source, asMobileFile)).toEqual([]);
  });
});
