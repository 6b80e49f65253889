// The folders mock-api writes to (the store's folder and the uploads folder) are checked before the
// store opens. In a container a bind-mounted /data owned by root would otherwise fail later, deep in
// the store or the uploads code, with a stack trace instead of a line saying what to do.
import { accessSync, constants, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirError extends Error {}

/** Creates `dir` if needed and proves it writable by writing and removing a file in it. */
export function requireWritableDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    const probe = join(dir, `.write-check-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (err) {
    const { code, path } = err as NodeJS.ErrnoException;
    const at = path && path !== dir ? ` at ${path}` : '';
    const user = process.getuid ? `${process.getuid()}:${process.getgid?.()}` : 'this user';
    throw new DataDirError(
      `mock-api: data directory ${dir} is not writable by uid ${user} (${code ?? (err as Error).message}${at}): ` +
        `give that user the folder (bind mount: chown ${user} <host folder>) or use a named volume`,
    );
  }
}

/**
 * An existing data file must be writable too: SQLite opens a read-only file read-only without a
 * word, and the mock would then start and fail every write.
 */
export function requireWritableFile(file: string): void {
  try {
    if (existsSync(file)) accessSync(file, constants.W_OK);
  } catch (err) {
    const user = process.getuid ? `${process.getuid()}:${process.getgid?.()}` : 'this user';
    throw new DataDirError(
      `mock-api: data file ${file} is read-only for uid ${user} (${(err as NodeJS.ErrnoException).code}): ` +
        `make it writable (chmod u+w, chown ${user}, or chattr -i) or use another MOCK_DATA_FILE`,
    );
  }
}

/** For main.ts: prints the one line and exits 1 when a folder (or the data file) cannot be written. */
export function requireWritableDirsOrExit(dirs: readonly string[], files: readonly string[] = []): void {
  try {
    for (const dir of dirs) requireWritableDir(dir);
    for (const file of files) requireWritableFile(file);
  } catch (err) {
    if (!(err instanceof DataDirError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}
