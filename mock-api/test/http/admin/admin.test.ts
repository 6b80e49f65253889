// Admin API: health, reset, journal, per-request and global faults and latency, OpenAPI, docs, chat.
import { endpointNames } from '@storefront/contracts';
import request from 'supertest';
import { call, sessionFor, testApp } from '../../harness.js';

const app = testApp({ faultTimeoutMs: 200 });
/** The fault the journal marks on the newest call (null: none applied). */
const lastFault = async () =>
  (await request(app).get('/__mock/journal?limit=1')).body.result.entries[0].fault as string | null;
afterEach(async () => {
  await request(app).delete('/__mock/faults').set('x-mock-admin', '1');
});

describe('admin', () => {
  it('reports health with code 01', async () => {
    const res = await request(app).get('/__mock/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: '01', result: { status: 'ok', seed: app.mock.seed.seedNumber } });
  });

  it('reset empties user-made state', async () => {
    const first = await call(app, 'addAdClickCount', { adId: 2 });
    await call(app, 'addAdClickCount', { adId: 2 });
    expect(first.body.result.clickCount).toBe(1);
    expect((await request(app).post('/__mock/reset').send({})).body.code).toBe('01');
    expect((await call(app, 'addAdClickCount', { adId: 2 })).body.result.clickCount).toBe(1);
  });

  it('journals recent calls newest first with the decoded header, reqId and code, secrets redacted', async () => {
    const me = sessionFor(app, 100010);
    await call(app, 'getHotGoods', { pageSize: 3 }, me);
    await call(app, 'mobileAndPasswordToLogin', { mobile: '13800138000', password: 'wrong1234' });
    const res = await request(app).get('/__mock/journal?limit=2');
    const [login, hot] = res.body.result.entries;
    expect(login.path).toBe('/api/my/mobileAndPasswordToLogin');
    expect(login.body.password).toBe('***');
    expect(hot).toMatchObject({
      method: 'POST',
      path: '/api/goods/hot/sale/getHotGoods',
      status: 200,
      code: '01',
    });
    expect(hot.header).toMatchObject({ appVersion: '2.0', source: 4, uid: '100010' });
    expect(hot.reqId).toMatch(/^[0-9a-f-]{36}$/);
    const filtered = await request(app).get('/__mock/journal?path=getHotGoods');
    expect(filtered.body.result.entries.every((e: { path: string }) => e.path.includes('getHotGoods'))).toBe(
      true,
    );
  });

  it.each([
    ['500', 500, '500'],
    ['52', 200, '52'],
    ['02', 200, '02'],
  ])('x-mock-fault: %s answers HTTP %i with code %s', async (fault, status, code) => {
    const res = await call(app, 'getHotGoods', {}, { headers: { 'x-mock-fault': fault } });
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
  });

  it('x-mock-fault: reset drops the connection', async () => {
    await expect(call(app, 'getHotGoods', {}, { headers: { 'x-mock-fault': 'reset' } })).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
  });

  it('x-mock-fault: timeout never answers and then drops the connection', async () => {
    const started = Date.now();
    await expect(call(app, 'getHotGoods', {}, { headers: { 'x-mock-fault': 'timeout' } })).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('x-mock-delay holds the reply for the given milliseconds', async () => {
    const started = Date.now();
    const res = await call(app, 'getHotGoods', {}, { headers: { 'x-mock-delay': '150' } });
    expect(res.body.code).toBe('01');
    expect(Date.now() - started).toBeGreaterThanOrEqual(145);
  });

  it('global faults apply to matching paths for the given number of requests', async () => {
    const set = await request(app)
      .post('/__mock/faults')
      .send({ fault: '02', pathPrefix: '/api/goods/hot', times: 1 });
    expect(set.body.code).toBe('01');
    expect((await call(app, 'getCategory')).body.code).toBe('01');
    expect((await call(app, 'getHotGoods')).body.code).toBe('02');
    expect((await call(app, 'getHotGoods')).body.code).toBe('01');
  });

  it('global latency delays every call until cleared', async () => {
    await request(app).post('/__mock/faults').set('x-mock-admin', '1').type('form').send('delayMs=120');
    const started = Date.now();
    await call(app, 'getCategory');
    expect(Date.now() - started).toBeGreaterThanOrEqual(115);
    expect(await lastFault()).toBe('latency');
    await request(app).delete('/__mock/faults').set('x-mock-admin', '1');
    // Cleared: the journal, not the wall clock (slow under load), says no delay was applied.
    await call(app, 'getCategory');
    expect(await lastFault()).toBeNull();
  });

  it('refuses an unknown fault kind with 03', async () => {
    const res = await request(app).post('/__mock/faults').send({ fault: 'explode', delayMs: -1 });
    expect(res.body.code).toBe('03');
    expect(Object.keys(res.body.errors)).toEqual(['fault', 'delayMs']);
  });

  it('serves the OpenAPI document with every catalogue path', async () => {
    const res = await request(app).get('/__mock/openapi.json');
    expect(res.body.openapi).toBe('3.1.0');
    const operations = Object.values(res.body.paths as Record<string, object>).flatMap((p) =>
      Object.values(p),
    );
    expect(operations).toHaveLength(endpointNames.length);
  }, 30_000);

  it('serves a Chinese API reference page listing every endpoint', async () => {
    const res = await request(app).get('/__mock/docs');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('商城上游接口参考');
    for (const name of endpointNames) expect(res.text).toContain(`id="${name}"`);
    // Each endpoint shows its success result's structure, taken from the reply the code 01 maps to.
    const hot = res.text.slice(
      res.text.indexOf('id="getHotGoods"'),
      res.text.indexOf('</section>', res.text.indexOf('id="getHotGoods"')),
    );
    expect(hot).toMatch(/goodsId/);
    // The first request builds the OpenAPI document (over a second on a busy machine).
  }, 30_000);

  it('shows who asks on the chat page and escapes every query value', async () => {
    const res = await request(app).get('/__mock/chat').query({
      uid: '100001',
      nickname: '<script>alert(1)</script>小明',
      mobile: '13800138000',
      questionType: '48032',
    });
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;小明');
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).toContain('138****8000');
    // Internal ids stay out of what the shopper reads.
    expect(res.text).not.toContain('UID');
    expect(res.text).not.toContain('100001');
    expect(res.text).not.toContain('问题类型');
    const visitor = await request(app).get('/__mock/chat?uid=&nickname=&mobile=&questionType=48032');
    expect(visitor.text).toContain('游客');
    expect((await request(app).get('/__mock/chat.js')).headers['content-type']).toMatch(/javascript/);
  });

  it('answers unknown admin paths with JSON 404', async () => {
    const res = await request(app).get('/__mock/nothing');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('404');
  });
});
