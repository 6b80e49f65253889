// Fault rules (mock-api/README.md, "Fault rules"): each effect on the wire, matching, several rules at
// once, the seeded probability, expiry by count and by mock time, on/off, and the journal's marks.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import request from 'supertest';
import { call, sessionFor, testApp } from '../harness.js';
import { decideFaults, FaultState } from '../../src/test-control/faults.js';
import { faultRuleInputSchema } from '../../src/test-control/fault-rule-schema.js';

const app = testApp({ faultTimeoutMs: 200 });
let server: Server;
let base: string;
beforeAll(async () => {
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(async () => {
  await request(app).delete('/__mock/faults/rules').set('x-mock-admin', '1');
  await request(app).put('/__mock/clock').send({ mode: 'real' });
});

const addRule = async (rule: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const res = await request(app).post('/__mock/faults/rules').set(headers).send(rule);
  expect(res.body.code).toBe('01');
  return res.body.result.rules[0] as { id: string };
};
const rules = async () => (await request(app).get('/__mock/faults/rules')).body.result.rules as any[];
const hot = (headers: Record<string, string> = {}) => call(app, 'getHotGoods', { pageSize: 2 }, { headers });
const lastEntry = async () => (await request(app).get('/__mock/journal?limit=1')).body.result.entries[0];
/** getHotGoods through a real socket: status, content type, the raw body, when headers and body came. */
async function rawHotGoods() {
  const started = Date.now();
  const res = await fetch(`${base}/api/goods/hot/sale/getHotGoods?pageSize=2&reqId=${crypto.randomUUID()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `pageSize=2&reqId=${crypto.randomUUID()}`,
  });
  const headersAt = Date.now() - started;
  const text = await res.text();
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    text,
    headersAt,
    endAt: Date.now() - started,
  };
}

describe('each effect', () => {
  it('latency: a fixed delay, then the real reply, marked in the journal', async () => {
    const rule = await addRule({ operation: 'getHotGoods', effect: 'latency', delayMs: 150 });
    const started = Date.now();
    const res = await hot();
    expect(Date.now() - started).toBeGreaterThanOrEqual(145);
    expect(res.body.code).toBe('01');
    expect(await lastEntry()).toMatchObject({
      operation: 'getHotGoods',
      fault: 'latency',
      faultRules: [rule.id],
    });
  });

  it('latency: a range, each delay drawn inside it', async () => {
    const input = { operation: 'getHotGoods', effect: 'latency', delayMs: 60, delayMaxMs: 160, seed: 9 };
    await addRule(input);
    for (let i = 0; i < 4; i++) {
      const started = Date.now();
      await hot();
      // Timers fire late under load, never early: only the lower end is a wall-clock check.
      expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    }
    // The draws themselves, without a clock: the same seeded rule decides every delay inside the range.
    const state = new FaultState(0);
    state.add(faultRuleInputSchema.parse(input), 0);
    const request = {
      path: '/api/goods/hot/sale/getHotGoods',
      operation: 'getHotGoods',
      uid: null,
      sandbox: null,
      now: 0,
    };
    const delays = Array.from({ length: 200 }, () => decideFaults(state.candidates(request))!.delayMs);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(60);
    expect(Math.max(...delays)).toBeLessThanOrEqual(160);
    expect(new Set(delays).size).toBeGreaterThan(20);
  });

  it('52: the session-invalid envelope', async () => {
    await addRule({ operation: 'getHotGoods', effect: '52' });
    const res = await hot();
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('52');
  });

  it('02: a refusal with the rule’s message', async () => {
    await addRule({ operation: 'getHotGoods', effect: '02', message: '库存服务维护中' });
    expect((await hot()).body).toMatchObject({ code: '02', msg: '库存服务维护中' });
  });

  it.each([500, 502, 503, 504])('HTTP %i in the wire’s shape', async (status) => {
    await addRule({ operation: 'getHotGoods', effect: String(status) });
    const res = await hot();
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code: String(status), result: null });
    expect(res.body.msg).toMatch(/模拟/);
    expect(await lastEntry()).toMatchObject({ status, fault: String(status) });
  });

  it('drop: the connection is cut without a reply', async () => {
    await addRule({ operation: 'getHotGoods', effect: 'drop' });
    await expect(hot()).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await lastEntry()).toMatchObject({ status: 0, fault: 'drop' });
  });

  it('timeout: held without a reply, then dropped', async () => {
    await addRule({ operation: 'getHotGoods', effect: 'timeout' });
    const started = Date.now();
    await expect(hot()).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('slow-body: headers at once, the body trickling in over bodyMs, complete and valid', async () => {
    await addRule({ operation: 'getHotGoods', effect: 'slow-body', bodyMs: 600 });
    const reply = await rawHotGoods();
    expect(reply.status).toBe(200);
    // Ten pieces 60 ms apart, the headers with the first: most of the body came after the headers
    // (a lower bound, which load only lengthens), so the headers did not wait for the body.
    expect(reply.endAt - reply.headersAt).toBeGreaterThanOrEqual(300);
    expect(reply.endAt).toBeGreaterThanOrEqual(500);
    expect(JSON.parse(reply.text).code).toBe('01');
  });

  it('malformed: HTTP 200 and a JSON content type, but a body that does not parse', async () => {
    await addRule({ operation: 'getHotGoods', effect: 'malformed' });
    const reply = await rawHotGoods();
    expect(reply.status).toBe(200);
    expect(reply.type).toMatch(/application\/json/);
    expect(reply.text.length).toBeGreaterThan(0);
    expect(() => JSON.parse(reply.text)).toThrow();
    expect((await lastEntry()).fault).toBe('malformed');
  });
});

describe('matching', () => {
  it('by operation only: other calls are untouched and unmarked', async () => {
    await addRule({ operation: 'getHotGoods', effect: '02' });
    expect((await call(app, 'getCategory')).body.code).toBe('01');
    expect(await lastEntry()).toMatchObject({ operation: 'getCategory', fault: null, faultRules: null });
  });

  it('by path prefix', async () => {
    await addRule({ pathPrefix: '/api/goods/category', effect: '503' });
    expect((await call(app, 'getCategory')).status).toBe(503);
    expect((await hot()).status).toBe(200);
  });

  it('by user: only the uid of the request’s header', async () => {
    const alice = sessionFor(app, 100010);
    await addRule({ operation: 'getHotGoods', user: 100010, effect: '52' });
    expect((await call(app, 'getHotGoods', {}, alice)).body.code).toBe('52');
    expect((await call(app, 'getHotGoods', {}, sessionFor(app, 100011))).body.code).toBe('01');
    expect((await hot()).body.code).toBe('01');
  });

  it('by sandbox: a default-state rule naming a sandbox reaches it alone; the sandbox’s own rules stay its own', async () => {
    await addRule({ operation: 'getHotGoods', sandbox: 'flaky-one', effect: '500' });
    expect((await hot({ 'x-mock-sandbox': 'flaky-one' })).status).toBe(500);
    expect((await hot({ 'x-mock-sandbox': 'calm-one' })).status).toBe(200);
    expect((await hot()).status).toBe(200);
    await addRule({ operation: 'getHotGoods', effect: '02' }, { 'x-mock-sandbox': 'calm-one' });
    expect((await hot({ 'x-mock-sandbox': 'calm-one' })).body.code).toBe('02');
    expect((await hot()).body.code).toBe('01');
  });

  it('several rules at once: latencies add up and the first failing rule decides', async () => {
    const slow = await addRule({ operation: 'getHotGoods', effect: 'latency', delayMs: 80 });
    const refuse = await addRule({ operation: 'getHotGoods', effect: '02', delayMs: 40 });
    const later = await addRule({ operation: 'getHotGoods', effect: '500' });
    await addRule({ operation: 'getCategory', effect: '52' });
    const started = Date.now();
    expect((await hot()).body.code).toBe('02');
    expect(Date.now() - started).toBeGreaterThanOrEqual(115);
    expect((await call(app, 'getCategory')).body.code).toBe('52');
    const byId = Object.fromEntries((await rules()).map((r) => [r.id, r.hits]));
    expect(byId).toMatchObject({ [slow.id]: 1, [refuse.id]: 1, [later.id]: 0 });
    expect((await request(app).get('/__mock/journal?limit=2')).body.result.entries[1].faultRules).toEqual([
      slow.id,
      refuse.id,
    ]);
  });

  it('the call’s own x-mock-fault header wins over the rules and knows the new effects', async () => {
    await addRule({ operation: 'getHotGoods', effect: '02' });
    expect((await hot({ 'x-mock-fault': '503' })).status).toBe(503);
  });
});

describe('probability', () => {
  const outcomes = async (n: number) => {
    const codes: string[] = [];
    for (let i = 0; i < n; i++) codes.push((await hot()).body.code);
    return codes.join('');
  };

  it('fails about the given share, and the same seed repeats the same sequence', async () => {
    await addRule({ operation: 'getHotGoods', effect: '02', probability: 0.5, seed: 42 });
    const first = await outcomes(30);
    const failed = first.match(/02/g)?.length ?? 0;
    expect(failed).toBeGreaterThanOrEqual(8);
    expect(failed).toBeLessThanOrEqual(22);
    await request(app).delete('/__mock/faults/rules').set('x-mock-admin', '1');
    await addRule({ operation: 'getHotGoods', effect: '02', probability: 0.5, seed: 42 });
    expect(await outcomes(30)).toBe(first);
    await request(app).delete('/__mock/faults/rules').set('x-mock-admin', '1');
    await addRule({ operation: 'getHotGoods', effect: '02', probability: 0.5, seed: 43 });
    expect(await outcomes(30)).not.toBe(first);
  });

  it('counts as hits only the calls it changed', async () => {
    await addRule({ operation: 'getHotGoods', effect: '02', probability: 0.5, seed: 7 });
    const failed = ((await outcomes(20)).match(/02/g) ?? []).length;
    expect((await rules())[0].hits).toBe(failed);
  });
});

describe('expiry and switching', () => {
  it('ends after its count of hits', async () => {
    await addRule({ operation: 'getHotGoods', effect: '02', times: 2 });
    expect([(await hot()).body.code, (await hot()).body.code, (await hot()).body.code]).toEqual([
      '02',
      '02',
      '01',
    ]);
    expect((await rules())[0]).toMatchObject({ hits: 2, expired: true });
  });

  it('ends when the mock clock passes its end time (forMs and until)', async () => {
    await addRule({ operation: 'getHotGoods', effect: '02', forMs: 60_000 });
    const now = (await request(app).get('/__mock/clock')).body.result.now as number;
    await addRule({ operation: 'getCategory', effect: '02', until: now + 120_000 });
    expect((await hot()).body.code).toBe('02');
    await request(app).post('/__mock/clock/advance').send({ ms: 61_000 });
    expect((await hot()).body.code).toBe('01');
    expect((await call(app, 'getCategory')).body.code).toBe('02');
    await request(app).post('/__mock/clock/advance').send({ ms: 60_000 });
    expect((await call(app, 'getCategory')).body.code).toBe('01');
    expect((await rules()).map((r) => r.expired)).toEqual([true, true]);
  });

  it('switches off and on without losing its count', async () => {
    const rule = await addRule({ operation: 'getHotGoods', effect: '02' });
    await hot();
    const off = await request(app).patch(`/__mock/faults/rules/${rule.id}`).send({ enabled: false });
    expect(off.body.result).toMatchObject({ enabled: false, hits: 1 });
    expect((await hot()).body.code).toBe('01');
    await request(app).patch(`/__mock/faults/rules/${rule.id}`).send({ enabled: true });
    expect((await hot()).body.code).toBe('02');
    expect((await rules())[0].hits).toBe(2);
  });

  it('removes one rule, or replaces all with PUT', async () => {
    const a = await addRule({ operation: 'getHotGoods', effect: '02' });
    await addRule({ operation: 'getCategory', effect: '02' });
    expect(
      (await request(app).delete(`/__mock/faults/rules/${a.id}`).set('x-mock-admin', '1')).body.code,
    ).toBe('01');
    expect((await hot()).body.code).toBe('01');
    const put = await request(app)
      .put('/__mock/faults/rules')
      .send({ rules: [{ operation: 'getHotGoods', effect: '52' }] });
    expect(put.body.result.rules).toHaveLength(1);
    expect((await call(app, 'getCategory')).body.code).toBe('01');
    expect((await hot()).body.code).toBe('52');
    expect((await request(app).delete('/__mock/faults/rules/r999').set('x-mock-admin', '1')).status).toBe(
      404,
    );
  });
});

describe('the single-fault API and bad input', () => {
  it('GET/POST/DELETE /__mock/faults still set and show one rule', async () => {
    await request(app).post('/__mock/faults').send({ fault: '02', pathPrefix: '/api/goods/hot', times: 1 });
    expect((await request(app).get('/__mock/faults')).body.result).toMatchObject({
      fault: '02',
      pathPrefix: '/api/goods/hot',
      remaining: 1,
      rules: 1,
    });
    expect((await rules())[0]).toMatchObject({ effect: '02', pathPrefix: '/api/goods/hot', times: 1 });
    await request(app).post('/__mock/faults').send({ fault: 'reset' });
    expect((await rules()).map((r) => r.effect)).toEqual(['drop']);
    await request(app).delete('/__mock/faults').set('x-mock-admin', '1');
    expect(await rules()).toEqual([]);
  });

  it.each([
    [{ effect: 'explode' }, 'effect'],
    [{ effect: 'latency' }, 'delayMs'],
    [{ effect: 'latency', delayMs: 100, delayMaxMs: 50 }, 'delayMaxMs'],
    [{ effect: '02', operation: 'noSuchCall' }, 'operation'],
    [{ effect: '02', probability: 2 }, 'probability'],
    [{ effect: '02', times: 0 }, 'times'],
    [{ effect: '02', pathPrefix: 'api' }, 'pathPrefix'],
    [{ effect: '02', until: 1, forMs: 1000 }, 'forMs'],
    [{ effect: '02', colour: 'red' }, '_'],
  ])('answers %o with 03 naming %s', async (rule, field) => {
    const res = await request(app).post('/__mock/faults/rules').send(rule);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('03');
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(await rules()).toEqual([]);
  });

  it('takes a form with the x-mock-admin header, numbers as text', async () => {
    const res = await request(app)
      .post('/__mock/faults/rules')
      .set('x-mock-admin', '1')
      .type('form')
      .send('operation=getHotGoods&effect=02&probability=1&times=1&message=稍后再试');
    expect(res.body.code).toBe('01');
    expect((await hot()).body).toMatchObject({ code: '02', msg: '稍后再试' });
  });
});
