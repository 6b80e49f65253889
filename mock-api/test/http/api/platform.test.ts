// The platform's rules, independent of any one handler: reqId, auth 52, validation 03, 02 for
// business refusals and missing handlers, JSON 404/405/413, never HTML, and handler coverage.
import { catalogue, endpointNames, encodeCustomHeader, newReqId } from '@storefront/contracts';
import request from 'supertest';
import { call, sessionFor, testApp } from '../../harness.js';
import { handlers } from '../../../src/http/handlers/index.js';
import { Refusal } from '../../../src/domain/refusal.js';
import { withMessage } from '../../../src/http/api/handler-types.js';

const app = testApp();

describe('platform rules', () => {
  it('has a handler for every catalogue entry', () => {
    const missing = endpointNames.filter((name) => !(name in handlers));
    expect(missing).toEqual([]);
  });

  it("answers '02' 接口暂未实现 for a name without a handler", async () => {
    const bare = testApp({ handlers: {} });
    const res = await call(bare, 'getHotGoods', {});
    expect(res.body).toEqual({ code: '02', msg: '接口暂未实现', result: null });
  });

  it('answers 03 when reqId is missing or not a uuid v4', async () => {
    const missing = await call(app, 'getHotGoods', {}, { noReqId: true });
    expect(missing.body.code).toBe('03');
    expect(missing.body.errors.reqId).toMatch(/reqId/);
    const v1 = await request(app)
      .post(catalogue.getHotGoods.path)
      .type('form')
      .send('reqId=6fa459ea-ee8a-11ca-9a4b-0800200c9a66');
    expect(v1.body.code).toBe('03');
  });

  it('answers 52 to a visitor on a login-only call', async () => {
    const res = await call(app, 'getCart', {});
    expect(res.body).toMatchObject({ code: '52', result: null });
  });

  it('answers 52 to an unknown token, an expired session and a token sent with another uid', async () => {
    expect((await call(app, 'getCart', {}, { token: 'no-such-token', uid: 100001 })).body.code).toBe('52');
    const me = sessionFor(app, 100001);
    expect((await call(app, 'getCart', {}, { ...me, uid: 100002 })).body.code).toBe('52');
    const expire = await request(app).post('/__mock/sessions/expire').send({ token: me.token });
    expect(expire.body).toMatchObject({ code: '01', result: { expired: 1 } });
    expect((await call(app, 'getCart', {}, me)).body.code).toBe('52');
  });

  it('treats a broken domo-custom header as a visitor', async () => {
    const res = await request(app)
      .post(catalogue.getCart.path)
      .set('domo-custom', '%%%not-base64')
      .type('form')
      .send(`reqId=${newReqId()}`);
    expect(res.body.code).toBe('52');
    const open = await request(app)
      .post(catalogue.getHotGoods.path)
      .set('domo-custom', 'e30=')
      .type('form')
      .send(`reqId=${newReqId()}`);
    expect(open.body.code).toBe('01');
  });

  it('answers 03 with a Chinese message per field', async () => {
    const res = await call(app, 'getGoods', {});
    expect(res.body.code).toBe('03');
    expect(res.body.errors.goodsId).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('turns a Refusal into 02 with its message and honours withMessage', async () => {
    const custom = testApp({
      handlers: {
        getHotGoods: () => {
          throw new Refusal('库存不足');
        },
        getSearchHotWord: () => withMessage([{ wordName: '坚果' }], '自定义消息'),
      },
    });
    expect((await call(custom, 'getHotGoods')).body).toEqual({ code: '02', msg: '库存不足', result: null });
    expect((await call(custom, 'getSearchHotWord', { searchType: 1 })).body).toEqual({
      code: '01',
      msg: '自定义消息',
      result: [{ wordName: '坚果' }],
    });
  });

  it('fails loudly when a result breaks its schema (tests validate every reply)', async () => {
    const broken = testApp({ handlers: { getHotGoods: () => ({ list: 'nope' }) as never } });
    const res = await call(broken, 'getHotGoods');
    expect(res.status).toBe(500);
    expect(res.body.msg).toMatch(/不符合契约/);
  });

  it('answers JSON 404 for unknown paths and JSON 405 with Allow for a wrong method', async () => {
    const unknown = await request(app).get('/api/no/such/thing');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/json/);
    expect(unknown.body.code).toBe('404');
    const wrong = await request(app).get(catalogue.getGoods.path);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe('POST');
    expect(wrong.body.code).toBe('405');
    const wrongGet = await request(app)
      .post(catalogue.getGoodsAd.path)
      .type('form')
      .send(`reqId=${newReqId()}`);
    expect(wrongGet.status).toBe(405);
    expect(wrongGet.headers.allow).toBe('GET');
  });

  it('answers malformed and oversized bodies with JSON, never HTML or a stack', async () => {
    const badJson = await request(app)
      .post(catalogue.getGoods.path)
      .set('content-type', 'application/json')
      .send('{"goodsId":');
    expect(badJson.body.code).toBe('03');
    const huge = await request(app)
      .post(catalogue.getGoods.path)
      .type('form')
      .send(`x=${'a'.repeat(1_100_000)}`);
    expect(huge.status).toBe(413);
    expect(huge.headers['content-type']).toMatch(/json/);
    expect(huge.text).not.toMatch(/<html|at \w+ \(/i);
  });

  it('accepts qs nested and array fields within the wire limits and refuses arrays past 20', async () => {
    const me = sessionFor(app, 100003);
    const over = Array.from({ length: 25 }, (_, i) => `cartIds[${i}]=${i + 1}`).join('&');
    const res = await request(app)
      .post(catalogue.deleteCart.path)
      .set('domo-custom', encodeCustomHeader(me))
      .type('form')
      .send(`${over}&reqId=${newReqId()}`);
    expect(res.body.code).toBe('03');
  });

  it('reads the upload only after the session check, and limits it to 2 MB', async () => {
    const visitor = await request(app)
      .post(catalogue.webUpload.path)
      .field('reqId', newReqId())
      .attach('file', Buffer.from('x'), 'a.png');
    expect(visitor.body.code).toBe('52');
    const me = sessionFor(app, 100004);
    const big = await request(app)
      .post(catalogue.webUpload.path)
      .set('domo-custom', encodeCustomHeader(me))
      .field('reqId', newReqId())
      .attach('file', Buffer.alloc(2 * 1024 * 1024 + 10), 'big.png');
    expect(big.body.code).toBe('03');
    expect(big.body.errors.file).toMatch(/2MB/);
    const notMultipart = await call(app, 'webUpload', {}, me);
    expect(notMultipart.body.code).toBe('03');
  });
});
