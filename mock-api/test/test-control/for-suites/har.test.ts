// GET /__mock/journal.har: one sandbox's calls as HAR 1.2 (checked against the HAR schema), secrets
// masked; imported back (`npm run record -- --har`) it is a recording the recorded-shop scenario
// replays, with each operation's latency kept (p50/p95/p99), which a fault rule
// `{ effect: 'latency', latency: 'recorded' }` replays from its seeded generator.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogue, encodeCustomHeader, encodeForm, newReqId } from '@storefront/contracts';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import request from 'supertest';
import { DEMO_MOBILE, DEMO_PASSWORD } from '../../../src/domain/account/accounts';
import { importHar } from '../../../src/test-control/har/har-import';
import { startHarness, testApp } from '../../harness';

jest.setTimeout(30_000);

const h = startHarness();
const box = { 'x-mock-sandbox': 'har-w1' };
let dir: string;
let har: { log: { version: string; entries: Array<Record<string, any>> } };
let harText: string;
let token: string;

/** Validates against har-schema (JSON Schema draft-06, one file per HAR object). */
function harValidator() {
  const require = createRequire(__filename);
  const schemas = require('har-schema') as Record<string, object>;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'));
  for (const schema of Object.values(schemas)) ajv.addSchema(schema);
  return ajv.getSchema('har.json#')!;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'har-'));
  await h.call('getHotGoods', { pageNum: 1, pageSize: 10 }, null, box);
  await h.call('getHotGoods', { pageNum: 1, pageSize: 10 }, null, box);
  await h.call('getAdByHome', {}, null, box);
  const login = await h.call(
    'mobileAndPasswordToLogin',
    { mobile: DEMO_MOBILE, password: DEMO_PASSWORD },
    null,
    box,
  );
  token = login.result.token;
  await h.call('getCart', {}, { token, userId: login.result.userId }, box);
  // The default state's calls stay out of the sandbox's HAR.
  await h.call('getAdByHome');
  const res = await request(h.app).get('/__mock/journal.har?sandbox=har-w1').expect(200);
  harText = res.text;
  har = JSON.parse(harText);
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await h.close();
});

it('exports the sandbox’s calls as valid HAR 1.2, oldest first', () => {
  const validate = harValidator();
  expect(validate(har) ? [] : validate.errors).toEqual([]);
  expect(har.log.version).toBe('1.2');
  expect(har.log.entries.map((e) => e._operation)).toEqual([
    'getHotGoods',
    'getHotGoods',
    'getAdByHome',
    'mobileAndPasswordToLogin',
    'getCart',
  ]);
  const first = har.log.entries[0]!;
  expect(first.request.method).toBe('POST');
  expect(first.request.url).toMatch(/\/api\/goods\/hot\/sale\/getHotGoods$/);
  expect(first.request.postData.params).toEqual(expect.arrayContaining([{ name: 'pageNum', value: '1' }]));
  expect(JSON.parse(first.response.content.text)).toMatchObject({ code: '01' });
  // The schema check fails a broken HAR.
  expect(validate({ log: { version: '1.2', entries: [{ request: {} }] } })).toBe(false);
});

it('masks secrets: password, token, phone number, the session header', () => {
  expect(harText).not.toContain(DEMO_PASSWORD);
  expect(harText).not.toContain(token);
  expect(harText).not.toContain(DEMO_MOBILE);
  const cart = har.log.entries[4]!;
  const custom = cart.request.headers.find((x: { name: string }) => x.name === 'domo-custom');
  expect(custom.value).not.toContain(token);
});

it('answers 03 to a malformed sandbox id', async () => {
  expect((await request(h.app).get('/__mock/journal.har?sandbox=a%20b')).body.code).toBe('03');
});

it('re-imports as a recording that replays, with the latency kept, and a recorded-latency rule replays it', async () => {
  // The real upstream was slow: 200 ms on getHotGoods.
  for (const entry of har.log.entries) if (entry._operation === 'getHotGoods') entry.time = 200;
  const result = importHar(har, join(dir, 'recorded-shop'), 'har:test');
  // The export masked the login's token: a masked value is no drift, and the password stays masked.
  expect(result).toMatchObject({ calls: 5, skipped: 0, drifted: 0 });
  const login = JSON.parse(readFileSync(join(dir, 'recorded-shop', 'mobileAndPasswordToLogin.json'), 'utf8'));
  expect(login.calls[0].drift).toBeNull();
  expect(JSON.stringify(login)).not.toContain(DEMO_PASSWORD);
  const file = JSON.parse(readFileSync(join(dir, 'recorded-shop', 'getHotGoods.json'), 'utf8'));
  expect(file.calls).toHaveLength(1);
  expect(file.latency).toMatchObject({ samples: 2, p50: 200, p95: 200, p99: 200 });
  expect(JSON.stringify(file)).not.toContain(DEMO_MOBILE);

  const app = testApp({ recordingsRoot: dir });
  const replaying = { 'x-mock-sandbox': 'replay', 'x-mock-scenario': 'recorded-shop' };
  const hot = async () =>
    request(app)
      .post(catalogue.getHotGoods.path)
      .type('form')
      .set(replaying)
      .set('domo-custom', encodeCustomHeader({}))
      .send(encodeForm({ pageNum: 1, pageSize: 10, reqId: newReqId() }));
  const replayed = await hot();
  expect(replayed.headers['x-mock-replayed']).toBe('recorded-shop');
  expect(replayed.body).toEqual(JSON.parse(har.log.entries[0]!.response.content.text));

  await request(app)
    .post('/__mock/faults/rules')
    .set(replaying)
    .send({ operation: 'getHotGoods', effect: 'latency', latency: 'recorded', seed: 7 })
    .expect(200);
  const started = Date.now();
  await hot();
  // Drawn from p50 200 ms: at least half of it.
  expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  const rules = await request(app).get('/__mock/faults/rules').set(replaying);
  expect(rules.body.result.rules[0]).toMatchObject({ effect: 'latency', latency: 'recorded', hits: 1 });
  await app.mock.store.close();
});

it('refuses latency: recorded on another effect, and a latency rule with neither', async () => {
  const bad = await request(h.app).post('/__mock/faults/rules').send({ effect: '500', latency: 'recorded' });
  expect(bad.body.code).toBe('03');
  const none = await request(h.app).post('/__mock/faults/rules').send({ effect: 'latency' });
  expect(none.body.code).toBe('03');
});
