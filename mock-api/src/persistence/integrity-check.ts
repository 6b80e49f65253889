// SQLite's `PRAGMA quick_check` on a data file, in a worker thread on a connection of its own, so it
// reads the pages as they are on disk (not from the store's page cache) and never blocks the event
// loop; bounded in time: past `timeoutMs` the answer is 'unfinished' and the worker is left to end.
import { Worker } from 'node:worker_threads';

export type IntegrityResult =
  { state: 'ok' } | { state: 'damaged'; problems: string[] } | { state: 'unfinished'; why: string };

// Plain CommonJS: an eval worker is not compiled. Only SQLITE_CORRUPT and SQLITE_NOTADB (11, 26)
// mean damage; a file that cannot be opened for another reason is not moved aside for it.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
try {
  const db = new DatabaseSync(workerData.file, { readOnly: true });
  try {
    const rows = db.prepare('PRAGMA quick_check(5)').all();
    const problems = rows.map((row) => String(Object.values(row)[0])).filter((p) => p !== 'ok');
    parentPort.postMessage({ problems });
  } finally {
    db.close();
  }
} catch (err) {
  const damaged = [11, 26].includes((err && err.errcode) & 0xff);
  parentPort.postMessage(damaged ? { problems: [String(err.message)] } : { failed: String(err && err.message) });
}
`;

type WorkerAnswer = { problems: string[] } | { failed: string };

export function quickCheck(file: string, timeoutMs: number): Promise<IntegrityResult> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file } });
    // A check still running must not keep a stopping process alive.
    worker.unref();
    const timer = setTimeout(() => {
      resolve({ state: 'unfinished', why: `not finished within ${timeoutMs} ms` });
      void worker.terminate();
    }, timeoutMs);
    worker.once('message', (answer: WorkerAnswer) => {
      clearTimeout(timer);
      if ('failed' in answer) resolve({ state: 'unfinished', why: answer.failed });
      else if (answer.problems.length > 0) resolve({ state: 'damaged', problems: answer.problems });
      else resolve({ state: 'ok' });
    });
    worker.once('error', (err) => {
      clearTimeout(timer);
      resolve({ state: 'unfinished', why: err.message });
    });
  });
}
