// Fuzzing the wire through the server to the mock-api (see docs/wire.md): for every catalogue entry,
// requests derived from its zod request schema, valid-ish and hostile, with broken headers, bodies
// and qs past its limits. Every reply must be JSON in the envelope, never a 5xx (except the server's
// own 502/504 when a fault is injected), never a stack or a path; both processes answer afterwards.
// Replay a failure with FUZZ_SEED=<seed printed below> (and FUZZ_ENTRY=<name> to narrow it).
import { catalogueEntries, encodeForm, type EndpointName } from '@storefront/contracts';
import { catalogueSchemas } from '@storefront/contracts/schemas';
import fc from 'fast-check';
import type { z } from 'zod';
import { requestJsonSchema } from './fuzz-arbitraries.js';
import {
  allowedStatuses,
  describeRequest,
  encodeFormOnceForLong,
  fuzzRequestArbitrary,
  renderRequest,
  type Identity,
} from './fuzz-requests.js';
import { callApi, send, startStack, wireProblems, type Stack } from './stack.js';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2_147_483_647;
const ONLY = process.env.FUZZ_ENTRY;
/** Requests per property run, sent at once; runs per entry. 147 entries × 10 × 7 = 10,290. */
const BATCH = 10;
const RUNS = 7;
/** Entries fuzzed side by side. */
const PARALLEL_ENTRIES = 4;

jest.setTimeout(240_000);

it('sends the same form text as encodeForm, long values included', () => {
  const long = '长'.repeat(2000) + " &=%!'()*";
  const data = { a: 'x'.repeat(3000), list: [long, 'b', { c: long }], reqId: 'f'.repeat(5000), n: 1, s: '' };
  expect(encodeFormOnceForLong(data)).toBe(encodeForm(data));
  expect(encodeFormOnceForLong(data)).toBe(encodeForm(data));
});

describe('fuzzing every catalogue entry through the server', () => {
  let stack: Stack;
  const users: Identity[] = [];
  let sent = 0;

  beforeAll(async () => {
    console.log(`fuzz seed: FUZZ_SEED=${SEED}`);
    // FUZZ_VALIDATE=1 also checks every '01' result against its schema (slower; a mismatch is a 500).
    stack = await startStack({ proxyTimeoutMs: 10_000, validateResults: process.env.FUZZ_VALIDATE === '1' });
    for (let i = 0; i < 3; i++) {
      const mobile = `1370000${String(1000 + i)}`;
      const sms = await callApi(stack.serverUrl, stack.agent, 'appSendSMS', { mobile, scene: 'register' });
      const code = /(\d{6})/.exec(sms.msg)![1]!;
      const reg = await callApi<{ token: string; userId: number }>(
        stack.serverUrl,
        stack.agent,
        'registerS',
        { mobile, code, password: 'abc12345' },
      );
      users.push({ token: reg.result.token, userId: reg.result.userId });
    }
  });
  afterAll(() => stack.close());

  it('answers every request in the envelope without a 5xx or a leak, ≥ 10,000 requests', async () => {
    const entries = catalogueEntries().filter(([name]) => !ONLY || name === ONLY);
    const failures: string[] = [];
    const timings: Array<[string, number]> = [];

    const fuzzEntry = async ([name, entry]: (typeof entries)[number], index: number) => {
      const schema = requestJsonSchema(
        (catalogueSchemas[name as EndpointName] as { request: z.ZodType }).request,
      );
      let problem = '';
      const began = Date.now();
      const details = await fc.check(
        fc.asyncProperty(
          fc.array(fuzzRequestArbitrary(entry, schema), { minLength: BATCH, maxLength: BATCH }),
          async (batch) => {
            const outcomes = await Promise.all(
              batch.map(async (spec) => {
                const raw = renderRequest(entry, spec, users);
                try {
                  // Generous: on a loaded 2-core machine a batch can queue for seconds; a real hang still shows.
                  const reply = await send(stack.serverUrl, stack.agent, raw, 30_000);
                  const problems = wireProblems(reply, allowedStatuses(spec));
                  return problems.length
                    ? `${problems.join(', ')} ← ${describeRequest(raw, spec)} → ${reply.text.slice(0, 300)}`
                    : '';
                } catch (err) {
                  return `no reply (${(err as Error).message}) ← ${describeRequest(raw, spec)}`;
                } finally {
                  sent++;
                }
              }),
            );
            problem = outcomes.find(Boolean) ?? '';
            return problem === '';
          },
        ),
        { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
      );
      timings.push([name, Date.now() - began]);
      if (details.failed)
        failures.push(
          `${name} (replay: FUZZ_SEED=${SEED} FUZZ_ENTRY=${name}; fast-check seed ${SEED + index}, path ${details.counterexamplePath}): ${problem || String(details.errorInstance)}`,
        );
    };

    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL_ENTRIES }, async () => {
        while (next < entries.length) {
          const i = next++;
          await fuzzEntry(
            entries[i]!,
            catalogueEntries().findIndex(([n]) => n === entries[i]![0]),
          );
        }
      }),
    );

    if (process.env.FUZZ_PROFILE)
      console.log(
        timings
          .sort((x, y) => y[1] - x[1])
          .slice(0, 25)
          .map(([n, ms]) => `${n} ${ms}`)
          .join('\n'),
      );
    console.log(
      `fuzz: ${sent} requests over ${entries.length} entries, ${failures.length} failing entries (FUZZ_SEED=${SEED})`,
    );
    expect(failures).toEqual([]);
    if (!ONLY) expect(sent).toBeGreaterThanOrEqual(10_000);
  });

  it('leaves Object.prototype clean after the pollution keys', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
  });

  it('leaves both processes answering', async () => {
    const health = await send(stack.serverUrl, false, { method: 'GET', path: '/healthz' });
    expect(health.status).toBe(200);
    const mockHealth = await send(stack.mockUrl, false, { method: 'GET', path: '/__mock/health' });
    expect(JSON.parse(mockHealth.text)).toMatchObject({ code: '01' });
    const goods = await callApi(stack.serverUrl, false, 'getHotGoods', { pageNum: 1, pageSize: 5 });
    expect(goods.code).toBe('01');
    const cart = await callApi(stack.serverUrl, false, 'getCart', {}, users[0]);
    expect(['01', '52']).toContain(cart.code);
  });
});
