#!/usr/bin/env node
// `node scripts/build/precompress.mjs <dir>`: writes `.br` and `.gz` beside every compressible file of
// a build (js, css, html, svg, json …); the client's build runs it after `vite build`.
import { stat } from 'node:fs/promises';
import { precompressDir } from './precompress-files.mjs';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/build/precompress.mjs <dir>');
  process.exit(2);
}
try {
  if (!(await stat(dir)).isDirectory()) throw new Error('not a directory');
} catch {
  console.error(`precompress: ${dir} is not a directory`);
  process.exit(1);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const totals = await precompressDir(dir);
console.log(
  `precompress: ${totals.files} files, ${kb(totals.bytes)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
);
