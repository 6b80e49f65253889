// Starting mock-api the way a person or a container does (the real main.ts as a child process):
// what the start-up log line says, and one line on stderr (never a stack trace) when the port is
// taken or the data directory cannot be written.
import { spawn, type SpawnOptions } from 'node:child_process';
import { build } from 'esbuild';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describeListenAddress } from '../src/listen-address.js';

const MAIN = join(__dirname, '..', 'src', 'main.ts');
const SCENARIOS = join(__dirname, '..', 'scenarios');
jest.setTimeout(60_000);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs main.ts until it exits, or until `until` matches its stdout (then stops it with SIGTERM).
 * `bundle` runs a bundle of it instead (see bundleMain), for a user who cannot read the checkout.
 */
const runMain = (
  env: Record<string, string>,
  options: Pick<SpawnOptions, 'uid' | 'gid'> & { node?: string; bundle?: string } = {},
  until?: RegExp,
): Promise<Run> =>
  new Promise((resolve, reject) => {
    const { node = process.execPath, bundle, ...ids } = options;
    const child = spawn(node, bundle ? [bundle] : ['--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...ids,
    });
    let stdout = '';
    let stderr = '';
    // An exec that fails (EACCES, ENOENT) says why instead of waiting for the timer.
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`mock-api neither exited nor started:\n${stdout}\n${stderr}`));
    }, 50_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (until?.test(stdout)) child.kill('SIGTERM');
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });

const expectOneLine = (text: string) => {
  expect(text.trimEnd().split('\n')).toHaveLength(1);
  expect(text).not.toMatch(/\n\s+at |Error:/);
};

/** True when a user who is neither owner nor group can reach and run `path` (o+x on every folder). */
const othersCanRun = (path: string): boolean => {
  for (let at = path; ; at = dirname(at)) {
    if ((statSync(at).mode & 0o001) === 0) return false;
    if (dirname(at) === at) return true;
  }
};

/**
 * main.ts and everything it imports as one file in `dir`, beside a copy of the scenarios, so a user
 * who cannot enter the checkout (a clone under root's home or a mode-700 folder) can still run it.
 */
async function bundleMain(dir: string): Promise<string> {
  const app = join(dir, 'app');
  const outfile = join(app, 'main.mjs');
  await build({
    entryPoints: [MAIN],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'silent',
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
    },
  });
  // main.mjs finds the scenarios beside its folder, as the built mock-api finds dist/../scenarios.
  cpSync(SCENARIOS, join(dir, 'scenarios'), { recursive: true });
  for (const path of [app, outfile, join(dir, 'scenarios')]) chmodSync(path, 0o755);
  return outfile;
}

const dirs: string[] = [];
const tempDir = () => {
  // Another user must be able to enter it: fall back to /tmp when TMPDIR is a private folder.
  const base = othersCanRun(tmpdir()) ? tmpdir() : '/tmp';
  const dir = mkdtempSync(join(base, 'mock-start-up-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('describeListenAddress', () => {
  it('says "all interfaces" for the wildcard addresses and names a specific one as it is', () => {
    expect(describeListenAddress({ address: '::', family: 'IPv6', port: 4010 })).toBe(
      'http://[::]:4010 (all interfaces)',
    );
    expect(describeListenAddress({ address: '0.0.0.0', family: 'IPv4', port: 4010 })).toBe(
      'http://0.0.0.0:4010 (all interfaces)',
    );
    expect(describeListenAddress({ address: '127.0.0.1', family: 'IPv4', port: 80 })).toBe(
      'http://127.0.0.1:80',
    );
    expect(describeListenAddress({ address: '::1', family: 'IPv6', port: 80 })).toBe('http://[::1]:80');
  });
});

describe('mock-api start-up', () => {
  const external = Object.values(networkInterfaces())
    .flat()
    .find((info) => info && info.family === 'IPv4' && !info.internal)?.address;

  /** Starts main.ts, reads its "listening on" line, asks /__mock/health at `probeHost`, then stops it. */
  const startAndProbe = (env: Record<string, string>, probeHost: string) =>
    new Promise<{ logged: { msg: string; address: string; port: number }; status: number | null }>(
      (resolve, reject) => {
        let status: number | null | undefined;
        const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
          env: {
            PATH: process.env.PATH,
            LOG_LEVEL: 'info',
            MOCK_API_PORT: '0',
            MOCK_DATA_FILE: join(tempDir(), 'state', 'mock-api.json'),
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stdout = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          const line = stdout.split('\n').find((l) => l.includes('listening on'));
          if (!line || status !== undefined) return;
          const { port } = JSON.parse(line) as { port: number };
          status = null;
          void fetch(`http://${probeHost}:${port}/__mock/health`).then(
            (res) => ((status = res.status), child.kill('SIGTERM')),
            () => child.kill('SIGTERM'),
          );
        });
        child.once('exit', () => {
          const line = stdout.split('\n').find((l) => l.includes('listening on'));
          if (!line) return reject(new Error(`mock-api did not start:\n${stdout}`));
          resolve({ logged: JSON.parse(line), status: status ?? null });
        });
        child.once('error', reject);
      },
    );

  it('listens on loopback only by default, and says so', async () => {
    const { logged, status } = await startAndProbe({}, '127.0.0.1');
    expect(logged.address).toBe('127.0.0.1');
    expect(logged.msg).toBe(`mock-api listening on http://127.0.0.1:${logged.port}`);
    expect(status).toBe(200);
    if (external) expect((await startAndProbe({}, external)).status).toBeNull();
  });

  it('listens on every interface with MOCK_API_HOST=0.0.0.0 and answers on a non-loopback address', async () => {
    const { logged, status } = await startAndProbe({ MOCK_API_HOST: '0.0.0.0' }, external ?? '127.0.0.1');
    expect(logged.address).toBe('0.0.0.0');
    expect(logged.msg).toBe(`mock-api listening on http://0.0.0.0:${logged.port} (all interfaces)`);
    expect(status).toBe(200);
  });

  it('prints one line, not a stack trace, when its port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const run = await runMain({
        MOCK_API_PORT: String(port),
        MOCK_DATA_FILE: join(tempDir(), 'mock-api.json'),
      });
      expect(run.code).toBe(1);
      expectOneLine(run.stderr);
      expect(run.stderr).toContain(`port ${port} is already in use`);
      expect(run.stderr).toContain('MOCK_API_PORT');
    } finally {
      blocker.close();
    }
  });

  it('prints one line naming the data directory when a file stands where the folder should be', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'data'), 'not a folder');
    const run = await runMain({ MOCK_API_PORT: '0', MOCK_DATA_FILE: join(dir, 'data', 'mock-api.json') });
    expect(run.code).toBe(1);
    expectOneLine(run.stderr);
    expect(run.stderr).toContain(`data directory ${join(dir, 'data')} is not writable`);
  });

  it('prints one line saying to chown or use a named volume when the data directory belongs to someone else', async () => {
    // The container case: /data owned by root, mock-api running as an unprivileged user. As root
    // (where a mode bit stops nothing) the child runs as `nobody`; otherwise the folder is made read-only.
    const dir = tempDir();
    const data = join(dir, 'data');
    mkdirSync(data);
    const asRoot = process.getuid?.() === 0;
    if (asRoot) chmodSync(dir, 0o755);
    else chmodSync(data, 0o500);
    // CI may keep Node under root's home (mode 700), where `nobody` cannot exec it: run a copy.
    let node = process.execPath;
    if (asRoot && !othersCanRun(node)) {
      node = join(dir, 'node');
      copyFileSync(process.execPath, node);
      chmodSync(node, 0o755);
    }
    // The checkout may sit where `nobody` cannot read it either: `nobody` runs a bundle in `dir`.
    const bundle = asRoot ? await bundleMain(dir) : undefined;
    const run = await runMain(
      { MOCK_API_PORT: '0', MOCK_DATA_FILE: join(data, 'mock-api.json'), HOME: dir },
      asRoot ? { uid: 65534, gid: 65534, node, bundle } : {},
    );
    chmodSync(data, 0o755);
    expect(run.code).toBe(1);
    expectOneLine(run.stderr);
    expect(run.stderr).toMatch(
      new RegExp(
        `data directory ${data} is not writable by uid \\d+:\\d+ \\(EACCES[^)]*\\): .*chown .*named volume`,
      ),
    );
  });
});
