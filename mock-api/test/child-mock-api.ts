// The real mock-api (main.ts) as a child process, for tests of what only a process shows: kill -9,
// a crash between statements, a restart on the same data file.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const MAIN = join(__dirname, '..', 'src', 'main.ts');

export interface ChildMockApi {
  child: ChildProcess;
  /** http://127.0.0.1:<port> (the process listens on all interfaces; loopback reaches it). */
  base: string;
}

// A child left running would keep jest (and CI) from ever exiting.
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Starts mock-api on a free port with `dataFile`; resolves once it logs where it listens. */
export function startMockApi(dataFile: string, env: Record<string, string> = {}): Promise<ChildMockApi> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      MOCK_API_PORT: '0',
      MOCK_DATA_FILE: dataFile,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`mock-api did not start: ${out}`));
    }, 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on http:\/\/\S+:(\d+)[ "]/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${match[1]}` });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`mock-api exited (${signal ?? code}) before listening: ${out}`));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Resolves with how the child ended, at once if it already has. */
export const exited = (child: ChildProcess): Promise<Exit> =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve({ code: child.exitCode, signal: child.signalCode })
      : child.once('exit', (code, signal) => resolve({ code, signal })),
  );
