// The server workspace owns scripts/build/precompress.mjs (gzip/brotli copies of dist). The client
// build runs it when it exists, so `vite build` works before (or without) the server's part.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const script = resolve(process.cwd(), '../scripts/build/precompress.mjs');
const target = process.argv[2] ?? 'dist';
if (!existsSync(script)) {
  console.log(`precompress: ${script} not present yet, skipped`);
  process.exit(0);
}
const run = spawnSync(process.execPath, [script, target], { stdio: 'inherit' });
process.exit(run.status ?? 1);
