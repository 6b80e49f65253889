// Sandbox ids unique per run, worker and test: two CI jobs of the same suite at once, the workers of
// one job and the tests of one worker each get their own store and clock. The run part is random per
// process (a `<suite>-<worker>` id collides when the same suite runs twice at once).
import { randomBytes } from 'node:crypto';

const runId = randomBytes(4).toString('hex');
let counter = 0;

/** The test runner's worker: Jest's JEST_WORKER_ID, Playwright's TEST_PARALLEL_INDEX, else the pid. */
const workerOf = (env: Record<string, string | undefined>): string =>
  env.JEST_WORKER_ID ?? env.TEST_PARALLEL_INDEX ?? env.VITEST_POOL_ID ?? String(process.pid);

/** `<prefix>-<run>-w<worker>-<n>-<random>`, at most 64 characters of [A-Za-z0-9_-] (the mock's rule). */
export function newSandboxId(prefix = 'kit', env: Record<string, string | undefined> = process.env): string {
  counter += 1;
  const safePrefix = prefix.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 24) || 'kit';
  const worker = workerOf(env)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8);
  return `${safePrefix}-${runId}-w${worker}-${counter}-${randomBytes(3).toString('hex')}`;
}
