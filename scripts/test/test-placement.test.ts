import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { misplacedTests } from './test-placement.js';

const ROOT = resolve(__dirname, '../..');

describe('where tests live', () => {
  it('names a test outside its package’s place and a helper inside a shipped folder', () => {
    expect(
      misplacedTests([
        'contracts/test/quantity.test.ts',
        'contracts/src/rules/quantity.test.ts',
        'mock-api/src/http/app.test.ts',
        'server/src/proxy.test.ts',
        'server/src/testing/fixtures.ts',
        'server/test-support/fixtures.ts',
        'client/src/desktop/app/shell/test-fixtures.ts',
        'client/src/test/shell-fixtures.ts',
      ]),
    ).toEqual([
      'contracts/src/rules/quantity.test.ts: contracts tests live in contracts/test/',
      'mock-api/src/http/app.test.ts: mock-api tests live in mock-api/test/',
      'server/src/testing/fixtures.ts: test helpers stay out of shipped sources (client/src/test/, server/test-support/, mock-api/test/)',
      'client/src/desktop/app/shell/test-fixtures.ts: test helpers stay out of shipped sources (client/src/test/, server/test-support/, mock-api/test/)',
    ]);
  });

  it('holds for every tracked file', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
    expect(misplacedTests(files)).toEqual([]);
  });
});
