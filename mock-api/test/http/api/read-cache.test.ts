// Pure reads answered from the reply cache: the same bytes while nothing changes, the new state
// after any write, and request validation still in front of the cache.
import request from 'supertest';
import { catalogue, encodeCustomHeader, encodeForm, newReqId } from '@storefront/contracts';
import { createReadCache, createSharedReadCache } from '../../../src/http/api/read-cache';
import { placeOrder, registerUser, startHarness, type Harness } from '../../harness';

describe('cached pure reads', () => {
  let h: Harness;
  beforeAll(() => {
    h = startHarness();
  });
  afterAll(() => h.close());

  const hotPage = { pageNum: 1, pageSize: 10 };
  const rawHot = (body: Record<string, unknown>) =>
    request(h.app)
      .post(catalogue.getHotGoods.path)
      .type('form')
      .set('domo-custom', encodeCustomHeader({}, h.clock.now()))
      .send(encodeForm({ ...body, reqId: newReqId() }));

  it('answers a repeated read with the same bytes and headers', async () => {
    const first = await rawHot(hotPage);
    const second = await rawHot(hotPage);
    expect(second.text).toBe(first.text);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(second.text)).toMatchObject({ code: '01' });
  });

  it('shows the stock an order took on the next read', async () => {
    const before = (await h.call('getHotGoods', hotPage)).result.list[0];
    const goods = h.seed.goods.get(before.goodsId)!;
    const sku = goods.skus.find((s) => s.stock >= 3)!;
    const me = await registerUser(h);
    await placeOrder(h, me, { goodsId: goods.goodsId, skuId: sku.skuId }, 2);
    const after = (await h.call('getHotGoods', hotPage)).result.list.find(
      (g: { goodsId: number }) => g.goodsId === before.goodsId,
    );
    expect(after.stock).toBe(before.stock - 2);
  });

  it('still validates the request before answering from the cache', async () => {
    await rawHot(hotPage);
    const reply = await rawHot({ pageNum: 0, pageSize: 10 });
    expect(JSON.parse(reply.text)).toMatchObject({ code: '03' });
  });

  it('keeps an entry only for the generation it was made at, and at most the given count', () => {
    const cache = createReadCache(2);
    const body = Buffer.from('{}');
    cache.set('getHotGoods', { pageNum: 1 }, 7, body);
    expect(cache.get('getHotGoods', { pageNum: 1 }, 7)).toBe(body);
    expect(cache.get('getHotGoods', { pageNum: 1 }, 8)).toBeUndefined();
    cache.set('getHotGoods', { pageNum: 1 }, 8, body);
    cache.set('getHotGoods', { pageNum: 2 }, 8, body);
    cache.set('getHotGoods', { pageNum: 3 }, 8, body);
    expect(cache.get('getHotGoods', { pageNum: 1 }, 8)).toBeUndefined();
    expect(cache.get('getHotGoods', { pageNum: 3 }, 8)).toBe(body);
  });

  it('keeps at most the given bytes, dropping the least recently used first', () => {
    const cache = createReadCache(100, 10);
    const four = Buffer.from('1234');
    cache.set('getHotGoods', { pageNum: 1 }, 1, four);
    cache.set('getHotGoods', { pageNum: 2 }, 1, four);
    expect(cache.get('getHotGoods', { pageNum: 1 }, 1)).toBe(four);
    cache.set('getHotGoods', { pageNum: 3 }, 1, four);
    expect(cache.get('getHotGoods', { pageNum: 2 }, 1)).toBeUndefined();
    expect(cache.get('getHotGoods', { pageNum: 1 }, 1)).toBe(four);
    expect(cache.get('getHotGoods', { pageNum: 3 }, 1)).toBe(four);
    cache.set('getHotGoods', { pageNum: 4 }, 1, Buffer.alloc(11));
    expect(cache.get('getHotGoods', { pageNum: 4 }, 1)).toBeUndefined();
    expect(cache.get('getHotGoods', { pageNum: 1 }, 1)).toBe(four);
  });

  it("shares one byte budget among the stores, and gives a closed store's replies back", () => {
    const shared = createSharedReadCache(100, 10);
    const first = shared.cacheFor();
    const second = shared.cacheFor();
    const four = Buffer.from('1234');
    first.cache.set('getHotGoods', { pageNum: 1 }, 1, four);
    first.cache.set('getHotGoods', { pageNum: 2 }, 1, four);
    // The same read in another store is its own entry, and pushes out the least recently used of all.
    expect(second.cache.get('getHotGoods', { pageNum: 1 }, 1)).toBeUndefined();
    second.cache.set('getHotGoods', { pageNum: 1 }, 1, four);
    expect(shared.bytes).toBe(8);
    expect(first.cache.get('getHotGoods', { pageNum: 1 }, 1)).toBeUndefined();
    expect(second.cache.get('getHotGoods', { pageNum: 1 }, 1)).toBe(four);
    second.drop();
    expect(shared.bytes).toBe(4);
    second.cache.set('getHotGoods', { pageNum: 3 }, 1, four);
    expect(shared.bytes).toBe(4);
  });
});
