// Starting mock-api (the real main.ts) on a data file that went bad: a file damaged beyond its
// header is found by the start-up integrity check and moved aside in one line, and a read-only file
// stops the process with one line, where both used to start as if well and fail request by request.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { DEFAULT_SEED, seedFor } from '../src/http/app';
import { ALL_TABLES } from '../src/domain/tables';
import { createStore } from '../src/persistence/store';
import { canMakeReadOnly, damagePages, makeReadOnly } from './persistence/damage';

const MAIN = join(__dirname, '..', 'src', 'main.ts');
jest.setTimeout(60_000);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs main.ts on `dataFile` until it exits or says where it listens (then stops it). */
const runMain = (dataFile: string): Promise<Run> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'info', MOCK_API_PORT: '0', MOCK_DATA_FILE: dataFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`mock-api neither exited nor started:\n${stdout}\n${stderr}`));
    }, 50_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (/listening on/.test(stdout)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });

/** A data file with the whole schema and a few rows, closed cleanly (nothing left in a -wal). */
async function dataFile(): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'store-start-')), 'mock-api.sqlite');
  const clock = { now: () => Date.UTC(2026, 10, 20, 2, 0, 0) };
  const store = createStore({
    tables: ALL_TABLES,
    file,
    clock,
    seed: seedFor(DEFAULT_SEED, clock.now()),
    log: pino({ level: 'silent' }),
  });
  await store.close();
  return file;
}

it('moves a data file with a damaged page aside at start, in one line, and starts on a fresh store', async () => {
  const file = await dataFile();
  damagePages(file);
  const run = await runMain(file);
  const corrupt = run.stdout.split('\n').filter((line) => line.includes('is corrupt'));
  expect(corrupt).toHaveLength(1);
  expect(JSON.parse(corrupt[0]!).msg).toMatch(
    /^mock-api data file is corrupt \(.+\); moved it to .+\.corrupt-\d+ and started with an empty store$/,
  );
  expect(run.stdout).toMatch(/listening on/);
  expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /);
  expect(readdirSync(join(file, '..')).filter((n) => /^mock-api\.sqlite\.corrupt-\d+$/.test(n))).toHaveLength(
    1,
  );
  expect(existsSync(file)).toBe(true);
});

it('stops with one line when the data file is read-only', async () => {
  const probe = join(mkdtempSync(join(tmpdir(), 'store-start-')), 'probe');
  writeFileSync(probe, '');
  if (!canMakeReadOnly(probe)) {
    console.warn('skipped: this machine cannot make a file read-only for this user');
    return;
  }
  const file = await dataFile();
  const undo = makeReadOnly(file)!;
  try {
    const run = await runMain(file);
    expect(run.code).toBe(1);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(
      /^mock-api: data file .+ is read-only for uid \d+:\d+ \((EACCES|EPERM)\): make it writable/,
    );
    expect(run.stdout).not.toMatch(/listening on/);
  } finally {
    undo();
  }
});
