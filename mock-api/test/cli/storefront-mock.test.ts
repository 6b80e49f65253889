// The `storefront-mock` bin as a person or a CI job runs it (src/cli/storefront-mock.ts as a child
// process): --help, one line and exit 2 on a bad flag or a taken port, and --scenarios: a team's own
// scenario files beside the shipped ones, one added while it runs usable without a restart.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const BIN = join(__dirname, '..', '..', 'src', 'cli', 'storefront-mock.ts');
const SHIPPED = join(__dirname, '..', '..', 'scenarios');
// By path: the child runs in another folder than the repo, where `--import tsx` would not resolve.
const TSX = pathToFileURL(require.resolve('tsx')).href;
jest.setTimeout(60_000);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const running = new Set<ReturnType<typeof spawn>>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

/** Runs the bin until it exits, or until it logs where it listens (then resolves with its base URL). */
function runBin(args: string[]): Promise<Run & { base?: string; stop?: () => void }> {
  const child = spawn(process.execPath, ['--import', TSX, BIN, ...args], {
    // Another folder than the repo: the bin must find its own scenarios.
    cwd: tmpdir(),
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`neither exited nor listened:\n${stdout}\n${stderr}`)),
      50_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({
          code: null,
          stdout,
          stderr,
          base: `http://127.0.0.1:${port}`,
          stop: () => child.kill('SIGTERM'),
        });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code, stdout, stderr });
    });
  });
}

const oneLine = (text: string) => expect(text.trimEnd().split('\n')).toHaveLength(1);
const dataFile = () => join(mkdtempSync(join(tmpdir(), 'storefront-mock-')), 'mock.sqlite');

it('prints its options with --help and exits 0', async () => {
  const run = await runBin(['--help']);
  expect(run.code).toBe(0);
  for (const flag of ['--port', '--data', '--scenario', '--scenarios', '--recordings'])
    expect(run.stdout).toContain(flag);
});

it.each([
  [['--prot', '1'], /Unknown option '--prot'/],
  [['--port', 'abc'], /invalid --port "abc": must be a port number/],
  [['--scenario', 'nope', '--port', '0'], /invalid --scenario "nope": must be one of .*demo/],
  [['extra'], /Unexpected argument 'extra'/],
  [
    ['--scenarios', '/no/such/folder'],
    /invalid --scenarios "\/no\/such\/folder": must be an existing folder/,
  ],
])('answers %j with one line and exit 2', async (args, message) => {
  const run = await runBin([...args, '--data', dataFile()]);
  expect(run.code).toBe(2);
  oneLine(run.stderr);
  expect(run.stderr).toMatch(/^storefront-mock: /);
  expect(run.stderr).toMatch(message);
});

it('answers a taken port with one line naming --port and exit 2', async () => {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const { port } = blocker.address() as net.AddressInfo;
  try {
    const run = await runBin(['--port', String(port), '--data', dataFile()]);
    expect(run.code).toBe(2);
    oneLine(run.stderr);
    expect(run.stderr).toContain(`port ${port} is already in use`);
    expect(run.stderr).toContain('--port');
  } finally {
    blocker.close();
  }
});

it('serves a team’s scenario folder beside the shipped one, and a file added while it runs', async () => {
  const own = mkdtempSync(join(tmpdir(), 'team-scenarios-'));
  const scenarioFile = (name: string) =>
    readFileSync(join(SHIPPED, 'new-user.yaml'), 'utf8')
      .replace(/^name: new-user$/m, `name: ${name}`)
      .replace(/^description: .*$/m, `description: 团队自己的场景 ${name}`);
  writeFileSync(join(own, 'team-a.yaml'), scenarioFile('team-a'));
  const run = await runBin(['--port', '0', '--data', dataFile(), '--scenarios', own]);
  expect(run.base).toBeDefined();
  try {
    const names = async () =>
      (
        (await (await fetch(`${run.base}/__mock/scenarios`)).json()) as {
          result: { scenarios: Array<{ name: string }> };
        }
      ).result.scenarios.map((s) => s.name);
    expect(await names()).toEqual(expect.arrayContaining(['demo', 'new-user', 'team-a']));
    writeFileSync(join(own, 'mine.yaml'), scenarioFile('mine'));
    expect(await names()).toContain('mine');
    const clock = await fetch(`${run.base}/__mock/clock`, {
      headers: { 'x-mock-sandbox': 'cli-mine', 'x-mock-scenario': 'mine' },
    });
    expect(((await clock.json()) as { code: string }).code).toBe('01');
    const sandboxes = (await (await fetch(`${run.base}/__mock/sandboxes`)).json()) as {
      result: { sandboxes: Array<{ id: string; scenario: string }> };
    };
    expect(sandboxes.result.sandboxes).toContainEqual(
      expect.objectContaining({ id: 'cli-mine', scenario: 'mine' }),
    );
  } finally {
    run.stop?.();
  }
});
