// Library of scripts/build/precompress.mjs (kept apart so jest can load it: no import.meta here).
// Writes `.br` and `.gz` beside every compressible file of
// a build (js, css, html, svg, json …) so the server can send them without compressing per request.
// Tiny files are skipped (the headers would cost more than they save), and so is any copy that does
// not come out meaningfully smaller. Safe to run again: existing copies are rewritten.
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|txt|xml|webmanifest|map)$/i;
export const MIN_BYTES = 1024;
/** A copy must save at least this share of the original to be worth keeping. */
const MIN_SAVING = 0.1;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

const writeOrDrop = async (target, data, originalSize) => {
  if (data.length <= originalSize * (1 - MIN_SAVING)) {
    await writeFile(target, data);
    return true;
  }
  await unlink(target).catch(() => undefined);
  return false;
};

/** Compresses one file; returns what was written. */
export const precompressFile = async (file) => {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    size: source.length,
    br: (await writeOrDrop(`${file}.br`, br, source.length)) ? br.length : undefined,
    gz: (await writeOrDrop(`${file}.gz`, gz, source.length)) ? gz.length : undefined,
  };
};

export const precompressDir = async (dir) => {
  const candidates = [];
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    candidates.push(file);
  }
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  // A few at a time: brotli at max quality is CPU-heavy and the machine is shared.
  const queue = [...candidates];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const result = await precompressFile(file);
      totals.files += 1;
      totals.bytes += result.size;
      totals.br += result.br ?? result.size;
      totals.gz += result.gz ?? result.size;
    }
  };
  await Promise.all([worker(), worker()]);
  return totals;
};
