// `npm run drift` end to end: the real script against the mock on loopback, plain and behind a
// transform that drifts in five ways, and against a port where nothing listens.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../mock-api/src/http/app.js';
import { DRIFTS, startDriftingUpstream, type DriftingUpstream } from './drifting-upstream.js';

const SCRIPT = join(__dirname, 'drift.ts');

function runDrift(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Rows of the table whose verdict is not `same`, as operation → verdict. */
const driftedRows = (stdout: string): Record<string, string> =>
  Object.fromEntries(
    stdout
      .split('\n')
      .map((line) => line.split(/\s{2,}/))
      .filter((cells) => /^[a-zA-Z]+$/.test(cells[0] ?? '') && cells[0] !== 'operation' && cells.length >= 4)
      .map((cells) => [cells[0]!, cells[3]!])
      .filter(([, verdict]) => verdict !== 'same'),
  );

let dir: string;
let mock: Server;
let mockBase: string;
let drifting: DriftingUpstream;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'drift-'));
  mock = createServer(createApp({ uploadsDir: join(dir, 'uploads') }));
  await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve));
  mockBase = `http://127.0.0.1:${(mock.address() as AddressInfo).port}`;
  drifting = await startDriftingUpstream(mockBase);
});

afterAll(async () => {
  await drifting.close();
  mock.closeAllConnections();
  await new Promise((resolve) => mock.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

it('finds no drift in any safe read of the plain mock, logged in, and exits 0', async () => {
  const { code, stdout } = await runDrift([
    '--upstream',
    mockBase,
    '--login',
    '13800138000:demo1234',
    '--rate',
    '100',
  ]);
  expect(driftedRows(stdout)).toEqual({});
  expect(stdout).toMatch(/no drift: \d{2} operations match/);
  expect(code).toBe(0);
}, 60_000);

it('names exactly the five drifted calls of a drifting upstream, with their verdicts, and exits 1', async () => {
  const { code, stdout } = await runDrift(['--upstream', drifting.base, '--timeout-ms', '1500']);
  expect(driftedRows(stdout)).toEqual({
    [DRIFTS.renamedField]: 'schema',
    [DRIFTS.numberAsString]: 'schema',
    [DRIFTS.dropped]: 'status',
    [DRIFTS.htmlBadGateway]: 'html',
    [DRIFTS.hanging]: 'timeout',
  });
  // The differing paths say what moved, expected vs seen.
  expect(stdout).toContain('result.list.0.name: expected string, seen missing');
  expect(stdout).toMatch(/result\.list\.0\.price: expected number, seen string "\d+"/);
  expect(stdout).toContain('"502 Bad Gateway"');
  expect(stdout).toMatch(/drift: 5 of \d+ operations differ/);
  expect(code).toBe(1);
}, 60_000);

it('exits 2 with one line when the upstream cannot be reached', async () => {
  // A port that was just free: nothing listens there now.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  const { code, stdout, stderr } = await runDrift(['--upstream', `http://127.0.0.1:${port}`]);
  expect(code).toBe(2);
  expect(stdout).toBe('');
  expect(stderr.trim().split('\n')).toEqual([
    `drift: upstream http://127.0.0.1:${port} cannot be reached (ECONNREFUSED)`,
  ]);
}, 60_000);

it('writes the full report with --json and checks only the operations named by --only', async () => {
  const file = join(tmpdir(), `drift-${process.pid}.json`);
  const { code } = await runDrift([
    '--upstream',
    drifting.base,
    '--only',
    'getHotGoods,getAdByHome',
    '--json',
    file,
  ]);
  const report = JSON.parse(readFileSync(file, 'utf8')) as { operations: Array<{ name: string }> };
  rmSync(file);
  // In catalogue order.
  expect(report.operations.map((op) => op.name)).toEqual(['getAdByHome', 'getHotGoods']);
  expect(report.operations[0]).toMatchObject({ verdict: 'html', httpStatus: 502 });
  expect(code).toBe(1);
}, 60_000);
