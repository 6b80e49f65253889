// The kit's CommonJS build (dist/kit/index.cjs and its types), after tsc wrote the ESM one: one
// bundle with @storefront/contracts' browser-safe part inside, so `require('@storefront/mock-api/kit')`
// loads no ESM at all (Jest's CommonJS runtime cannot require an ES module).
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
await build({
  entryPoints: [new URL('src/kit/index.ts', here).pathname],
  outfile: new URL('dist/kit/index.cjs', here).pathname,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node24',
  logLevel: 'warning',
});
// The same declarations serve require: every export is a type or a function of plain data.
copyFileSync(new URL('dist/kit/index.d.ts', here), new URL('dist/kit/index.d.cts', here));
