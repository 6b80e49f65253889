// Ways a data file goes bad, for the store-health tests: a damaged page, a read-only file.
import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, openSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

/** Overwrites 8 KB at offset 12288 (pages 4 and 5 at SQLite's 4 KB pages) with random bytes. */
export function damagePages(file: string): void {
  const fd = openSync(file, 'r+');
  try {
    writeSync(fd, randomBytes(8192), 0, 8192, 12288);
  } finally {
    closeSync(fd);
  }
}

// Root writes through a file's mode bits, so for root a read-only file is an immutable one (chattr
// +i); anyone else gets a plain chmod.
const isRoot = process.getuid?.() === 0;

const chattr = (flag: '+i' | '-i', file: string): boolean =>
  spawnSync('chattr', [flag, file], { stdio: 'ignore' }).status === 0;

/** Makes `file` read-only for this process; returns the undo, or null when this machine cannot. */
export function makeReadOnly(file: string): (() => void) | null {
  if (!isRoot) {
    chmodSync(file, 0o444);
    return () => chmodSync(file, 0o644);
  }
  return chattr('+i', file) ? () => void chattr('-i', file) : null;
}

/** Whether makeReadOnly works here (root without chattr support cannot make a file read-only). */
export function canMakeReadOnly(file: string): boolean {
  const undo = makeReadOnly(file);
  undo?.();
  return undo !== null;
}
