import { mkdirSync, mkdtempSync, readFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from './precompress-files.mjs';

describe('precompress', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz copies that decompress to the original, for every compressible type', async () => {
    const text = 'const goods = "商品";\n'.repeat(300);
    const files = [
      'assets/index-Ab12Cd34.js',
      'assets/index-Ef56Gh78.css',
      'index.html',
      'assets/logo-11aa22bb.svg',
      'manifest.json',
    ];
    for (const file of files) writeFileSync(path.join(dir, file), text);
    const totals = await precompressDir(dir);
    expect(totals.files).toBe(files.length);
    for (const file of files) {
      const full = path.join(dir, file);
      expect(brotliDecompressSync(readFileSync(`${full}.br`)).toString()).toBe(text);
      expect(gunzipSync(readFileSync(`${full}.gz`)).toString()).toBe(text);
    }
  });

  it('skips tiny files, images that are already compressed, and its own output', async () => {
    writeFileSync(path.join(dir, 'assets', 'tiny-12345678.js'), 'export{};');
    writeFileSync(path.join(dir, 'assets', 'photo-12345678.png'), Buffer.alloc(5000, 1));
    writeFileSync(path.join(dir, 'assets', 'big-12345678.js'), 'x'.repeat(5000));
    await precompressDir(dir);
    await precompressDir(dir); // a second run must not compress the .br/.gz copies themselves
    expect(existsSync(path.join(dir, 'assets', 'tiny-12345678.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'photo-12345678.png.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'big-12345678.js.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'assets', 'big-12345678.js.br.gz'))).toBe(false);
  });

  it('keeps no copy that would not be smaller', async () => {
    const random = Buffer.from(Array.from({ length: 4000 }, () => Math.floor(Math.random() * 256)));
    writeFileSync(path.join(dir, 'assets', 'noise-12345678.json'), random);
    await precompressDir(dir);
    expect(existsSync(path.join(dir, 'assets', 'noise-12345678.json.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'noise-12345678.json.gz'))).toBe(false);
  });
});
