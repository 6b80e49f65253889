// What the store knows of its own health, for /__mock/health and the shop's replies: a storage
// failure met by any operation (damaged file, read-only, full disk, I/O error), the data file's
// write permission as it is now, and a periodic integrity check of the file on disk. Each fault is
// logged once, in one line, when it appears (no stack per request); a full disk or an I/O error
// clears once commits go through again, a damaged file never does.
import { accessSync, constants, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Logger } from 'pino';
import { quickCheck } from './integrity-check.js';
import { faultOf, storageFaultOf, type StoreFault } from './storage-fault.js';

export interface StoreHealthOptions {
  /** The data file; null for an in-memory store (nothing on disk to check). */
  file: string | null;
  log: Logger;
  /** A health check runs the integrity check again once the last one is this old (default 60 s). */
  integrityEveryMs?: number;
  /** An integrity check not done by then is left to finish in the background (default 10 s). */
  integrityTimeoutMs?: number;
  /** How long a health check waits for an integrity check it started (probes time out at 3 s). */
  waitMs?: number;
  /**
   * A full disk or an I/O error counts as over once commits went through for this long after the
   * last failure (default 10 s): on a nearly full disk a small commit can still fit now and then,
   * and health should not flap between 200 and 503 with each.
   */
  recoverAfterMs?: number;
}

const TRANSIENT = new Set<StoreFault['kind']>(['full', 'io']);

export class StoreHealth {
  private recorded: StoreFault | null = null;
  private permission: StoreFault | null = null;
  private lastCheckAt = -Infinity;
  private lastFailureAt = -Infinity;
  private running: Promise<void> | null = null;
  private readonly everyMs: number;
  private readonly timeoutMs: number;
  private readonly waitMs: number;

  constructor(private readonly options: StoreHealthOptions) {
    this.everyMs = options.integrityEveryMs ?? 60_000;
    this.timeoutMs = options.integrityTimeoutMs ?? 10_000;
    this.waitMs = options.waitMs ?? 1_000;
  }

  /** The fault known now (a recorded failure first), or null. */
  get fault(): StoreFault | null {
    return this.recorded ?? this.permission;
  }

  /** Records the failure an operation met; false (nothing recorded) when `err` is no storage fault. */
  report(err: unknown): boolean {
    const fault = storageFaultOf(err);
    if (!fault) return false;
    this.lastFailureAt = performance.now();
    this.record(fault);
    return true;
  }

  /** A commit went through: a full disk or a failed write is over once none failed for a while. */
  recovered(): void {
    if (!this.recorded || !TRANSIENT.has(this.recorded.kind)) return;
    if (performance.now() - this.lastFailureAt < (this.options.recoverAfterMs ?? 10_000)) return;
    this.options.log.info({ kind: this.recorded.kind }, 'mock-api data store writes again');
    this.recorded = null;
  }

  /** For /__mock/health: the file's permission now, and an integrity check when the last is stale. */
  async check(): Promise<StoreFault | null> {
    const { file } = this.options;
    if (file === null) return this.fault;
    this.checkPermission(file);
    if (!this.running && performance.now() - this.lastCheckAt >= this.everyMs) {
      this.lastCheckAt = performance.now();
      this.running = this.checkIntegrity(file).finally(() => (this.running = null));
    }
    if (this.running)
      await Promise.race([this.running, new Promise((resolve) => setTimeout(resolve, this.waitMs).unref())]);
    return this.fault;
  }

  private record(fault: StoreFault): void {
    // A damaged file outranks what it causes; the same kind again is not news.
    if (this.recorded?.kind === fault.kind || this.recorded?.kind === 'corrupt') return;
    this.recorded = fault;
    this.options.log.error(
      { kind: fault.kind, detail: fault.detail, file: this.options.file },
      `mock-api data store failing (${fault.kind}): ${fault.detail}`,
    );
  }

  private checkPermission(file: string): void {
    let now: StoreFault | null = null;
    for (const path of existsSync(file) ? [file, dirname(file)] : [dirname(file)]) {
      try {
        accessSync(path, constants.W_OK);
      } catch (err) {
        now = faultOf('read-only', `${path}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
        break;
      }
    }
    if (now && !this.permission)
      this.options.log.error(
        { kind: now.kind, detail: now.detail },
        `mock-api data file not writable: ${now.detail}`,
      );
    this.permission = now;
  }

  private async checkIntegrity(file: string): Promise<void> {
    const result = await quickCheck(file, this.timeoutMs);
    if (result.state === 'damaged') this.record(faultOf('corrupt', result.problems.join('; ')));
  }
}
