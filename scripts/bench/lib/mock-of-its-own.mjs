// A mock-api of a memory bench's own: the built mock with the heap flags it runs with in production,
// on a free port and a fresh data file, and its RSS read once it has settled.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NODE_MEMORY_FLAGS } from '../../start/node-memory.mjs';
import { freePort, rssBytes, sleep, startProcess } from './processes.mjs';

/** Starts it; `env` adds to (or overrides) the port, the data file and a quiet log. */
export async function startMockOfItsOwn(root, tmpPrefix, env = {}) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const child = startProcess(process.execPath, [...NODE_MEMORY_FLAGS['mock-api'], 'mock-api/dist/main.js'], {
    cwd: root,
    env: {
      MOCK_API_PORT: String(port),
      MOCK_DATA_FILE: path.join(dir, 'mock-api.sqlite'),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  return { child, dir, mockUrl: `http://127.0.0.1:${port}` };
}

/** RSS once the process has been left alone a moment (the GC settles after a burst). */
export async function settledRss(pid) {
  await sleep(3000);
  return rssBytes(pid);
}
