// At start, before the store opens its data file: SQLite's quick_check over the whole file, bounded
// in time. Opening reads only the header and the schema, so a file damaged further in used to start
// as if well and fail request after request. A damaged file is moved aside in one line, as one whose
// header is damaged already is; a check that does not finish in time is said in one line, and the
// store starts on the file.
import { existsSync } from 'node:fs';
import type { Logger } from 'pino';
import { quickCheck } from './integrity-check.js';
import { MEMORY, moveAside } from './open-database.js';

/**
 * quick_check of the bench's 26 MB file (24,000 orders) took 70–120 ms on a loaded two-core machine,
 * so this bound is reached only by files of several GB; health checks those in the background later.
 */
const START_CHECK_TIMEOUT_MS = 10_000;

export async function checkDataFileAtStart(
  file: string,
  log: Logger,
  now: number,
  timeoutMs = START_CHECK_TIMEOUT_MS,
): Promise<void> {
  if (file === MEMORY || !existsSync(file)) return;
  const result = await quickCheck(file, timeoutMs);
  if (result.state === 'damaged') moveAside(file, result.problems.join('; '), log, now);
  else if (result.state === 'unfinished')
    log.warn({ file, why: result.why }, `mock-api data file integrity not checked at start (${result.why})`);
}
