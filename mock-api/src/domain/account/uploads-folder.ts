// The uploads folder within budgets (docs/deploy.md, "Public demo"): one visitor (a sandbox) may keep
// at most SANDBOX_UPLOAD_FILES images of SANDBOX_UPLOAD_BYTES in all, every upload together at most
// MOCK_UPLOADS_MAX_BYTES, and a sandbox's images go with it. Health reads `full` here before the
// volume fills: at FULL_AT of the budget, or when the volume has less than VOLUME_RESERVE_BYTES free.
import { readdirSync, rmSync, statSync, statfsSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { systemClock } from '../../shared/clock.js';

export const SANDBOX_UPLOAD_FILES = 20;
export const SANDBOX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const DEFAULT_UPLOADS_MAX_BYTES = 1024 * 1024 * 1024;
/** Health says `full` from this share of the budget on, before uploads start being refused. */
export const FULL_AT = 0.9;
/** Free bytes under which the volume counts as full (the data file must still grow). */
export const VOLUME_RESERVE_BYTES = 64 * 1024 * 1024;

/** A `.tmp` older than this is a crash's leftover. */
const STALE_TEMP_MS = 60_000;

export interface UploadsHealth {
  full: boolean;
  usedBytes: number;
  maxBytes: number;
  volumeFreeBytes: number | null;
}

export class UploadsFolder {
  private used = 0;

  constructor(
    readonly dir: string,
    readonly maxBytes: number = DEFAULT_UPLOADS_MAX_BYTES,
  ) {
    // What is there from earlier runs counts; a `.tmp` left by a crash mid-write is no upload (one
    // younger than a minute may be another process's write in progress, in a shared folder).
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      const stats = statSync(file, { throwIfNoEntry: false });
      if (!stats) continue;
      if (!name.endsWith('.tmp')) this.used += stats.size;
      else if (stats.mtimeMs < systemClock.now() - STALE_TEMP_MS) rmSync(file, { force: true });
    }
  }

  get usedBytes(): number {
    return this.used;
  }

  /** Takes `bytes` of the budget for a file about to be written; false when it does not fit. */
  reserve(bytes: number): boolean {
    if (this.used + bytes > this.maxBytes) return false;
    this.used += bytes;
    return true;
  }

  /** Gives back what a file that was not kept (or was removed) took. */
  release(bytes: number): void {
    this.used = Math.max(0, this.used - bytes);
  }

  /** Removes these uploads (a sandbox went away) and gives their bytes back. */
  remove(files: ReadonlyArray<{ name: string; size: number }>): void {
    for (const { name, size } of files)
      void unlink(path.join(this.dir, path.basename(name))).then(
        () => this.release(size),
        () => undefined,
      );
  }

  health(): UploadsHealth {
    let volumeFreeBytes: number | null = null;
    try {
      const fs = statfsSync(this.dir);
      volumeFreeBytes = fs.bavail * fs.bsize;
    } catch {
      // no statfs here: the budget alone decides
    }
    const full =
      this.used >= this.maxBytes * FULL_AT ||
      (volumeFreeBytes !== null && volumeFreeBytes < VOLUME_RESERVE_BYTES);
    return { full, usedBytes: this.used, maxBytes: this.maxBytes, volumeFreeBytes };
  }
}
