// `npm run contracts`: one row per operation and a verdict. A small pact of two reads agrees with the
// mock and the OpenAPI document (exit 0); the same pact broken on purpose (a field of the wrong type)
// disagrees in provider verification and in pact ⊆ OpenAPI (exit 1); a report that cannot be made
// exits 2. The consumer step is the full client suite, left to `npm test`: --pact reports on a file.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPact } from './pact-file.js';
import { openApiChecker } from './openapi-check.js';

jest.setTimeout(300_000);

const FIXTURE = join(__dirname, 'fixtures', 'two-reads.pact.json');
const dir = mkdtempSync(join(tmpdir(), 'contracts-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Report {
  agree: boolean;
  rows: Array<{ operation: string; provider: string; openapi: string; consumer: string; agrees: boolean }>;
}

function contracts(...args: string[]): { status: number | null; out: string; report: Report | null } {
  const json = join(dir, `report-${Date.now()}.json`);
  const run = spawnSync('npx', ['tsx', 'scripts/contracts/contracts.ts', ...args, '--json', json], {
    encoding: 'utf8',
    env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
  });
  let report: Report | null = null;
  try {
    report = JSON.parse(readFileSync(json, 'utf8')) as Report;
  } catch {
    report = null;
  }
  return { status: run.status, out: `${run.stdout}${run.stderr}`, report };
}

/** The fixture with getSearchHotWord's reply broken: wordName a number where the contract says string. */
function brokenPact(): string {
  const pact = JSON.parse(readFileSync(FIXTURE, 'utf8'));
  const interaction = pact.interactions.find(
    (i: { description: string }) => i.description === 'getSearchHotWord: a visitor gets the result',
  );
  interaction.response.body.result[0].wordName = 5;
  const file = join(dir, 'broken.pact.json');
  writeFileSync(file, JSON.stringify(pact));
  return file;
}

it('agrees on a pact the mock and the OpenAPI document honour: exit 0, one row per operation', () => {
  const run = contracts('--pact', FIXTURE, '--only', 'getSearchHotWord,getCategory');
  expect(run.out).toContain('all 2 operations agree');
  expect(run.status).toBe(0);
  expect(run.report!.rows).toEqual([
    expect.objectContaining({
      operation: 'getSearchHotWord',
      provider: 'pass',
      openapi: 'pass',
      agrees: true,
    }),
    expect.objectContaining({ operation: 'getCategory', provider: 'pass', openapi: 'pass', agrees: true }),
  ]);
});

it('exits 1 when a pact interaction is broken on purpose, naming the operation and the checks', () => {
  const run = contracts('--pact', brokenPact(), '--only', 'getSearchHotWord,getCategory');
  expect(run.status).toBe(1);
  const [hot, category] = run.report!.rows;
  expect(hot).toMatchObject({
    operation: 'getSearchHotWord',
    provider: 'fail',
    openapi: 'fail',
    agrees: false,
  });
  expect(category).toMatchObject({ operation: 'getCategory', agrees: true });
  expect(run.out).toMatch(/getSearchHotWord.*DISAGREE/);
});

it('exits 2 when the report cannot be made', () => {
  expect(contracts('--pact', join(dir, 'missing.json')).status).toBe(2);
  expect(contracts('--upstream', 'ftp://x').status).toBe(2);
  expect(contracts('--only', 'notAnOperation').status).toBe(2);
});

it('checks the upstream before anything else: a dead one is the exit-2 line, not a missing pact', async () => {
  const closed = net.createServer();
  await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
  const { port } = closed.address() as net.AddressInfo;
  await new Promise((done) => closed.close(done));
  const run = contracts('--pact', join(dir, 'missing.json'), '--upstream', `http://127.0.0.1:${port}`);
  expect(run.status).toBe(2);
  expect(run.out).toContain(`upstream http://127.0.0.1:${port} cannot be reached`);
});

it('checks pact ⊆ OpenAPI on form bodies too: an undocumented or invalid field is found', () => {
  const checker = openApiChecker();
  const [, good] = readPact(FIXTURE);
  expect(checker.check(good!)).toEqual([]);
  const extra = {
    ...good!,
    request: { ...good!.request, body: `${good!.request.body as string}&color=red` },
  };
  expect(checker.check(extra)).toContain('request field color is not documented');
  const invalid = { ...good!, request: { ...good!.request, body: 'reqId=x&searchType=1' } };
  expect(checker.check(invalid).join(' ')).toMatch(/request \/reqId/);
});
