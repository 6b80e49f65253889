// What the browsing lists do: determinism of the seed, paging edges, filters and sorts, hidden
// categories, current stock, and the caller's favored/collected/followed/reminded flags.
import { createSeed } from '../../../src/seed/index.js';
import { cstDayStart, HOUR_MS } from '../../../src/seed/time.js';
import { reserveStock } from '../../../src/domain/catalogue/stock.js';
import { call, testApp } from '../../harness.js';

// 09:00 CST today: the 08:00 session runs and the 10:00 session is still to come.
const nine = cstDayStart(Date.now()) + 9 * HOUR_MS;
const app = testApp({ now: () => nine });
const seed = app.mock.seed;

async function login() {
  const res = await call(app, 'mobileAndPasswordToLogin', { mobile: '13800138000', password: 'demo1234' });
  expect(res.body.code).toBe('01');
  return { token: res.body.result.token as string, uid: res.body.result.userId as number };
}

describe('seed determinism', () => {
  it('builds the same first page of goods from the same seed, and a different one from another seed', async () => {
    const page = async (seedNumber: number) =>
      (
        await call(testApp({ seed: createSeed(seedNumber, Date.now()) }), 'getCategoryProduct', {
          pageSize: 20,
        })
      ).body.result.list;
    const a = await page(20261122);
    expect(await page(20261122)).toEqual(a);
    expect(await page(7)).not.toEqual(a);
    expect(a.map((g: { name: string }) => g.name).join('')).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('reads like a Chinese shop: two-level categories with hidden type-4 children, SKUs with specs, some sold out', () => {
    const roots = [...seed.categories.values()].filter((c) => c.pid === 0);
    expect(roots.length).toBeGreaterThanOrEqual(8);
    expect([...seed.categories.values()].some((c) => c.type === 4 && c.pid > 0)).toBe(true);
    expect(seed.goods.size).toBeGreaterThanOrEqual(200);
    const specNames = new Set([...seed.goods.values()].flatMap((g) => g.specGroups.map((s) => s.name)));
    for (const name of ['颜色', '尺码', '规格']) expect(specNames).toContain(name);
    expect([...seed.skus.values()].some((s) => s.stock === 0)).toBe(true);
    expect([...seed.skus.values()].every((s) => Number.isInteger(s.price) && s.price > 0)).toBe(true);
  });
});

describe('paging', () => {
  it('pages with pageNum/pageSize/total; past the end is an empty list with the real total', async () => {
    const first = (await call(app, 'getCategoryProduct', { pageNum: 1, pageSize: 100 })).body.result;
    const total = first.total as number;
    expect(first.list).toHaveLength(100);
    const lastPage = Math.ceil(total / 100);
    const last = (await call(app, 'getCategoryProduct', { pageNum: lastPage, pageSize: 100 })).body.result;
    expect(last.list).toHaveLength(total - (lastPage - 1) * 100);
    const past = (await call(app, 'getCategoryProduct', { pageNum: lastPage + 1, pageSize: 100 })).body
      .result;
    expect(past).toEqual({ list: [], total, pageNum: lastPage + 1, pageSize: 100 });
  });

  it('defaults to page 1 of 10', async () => {
    const res = (await call(app, 'getHotGoods')).body.result;
    expect(res).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(res.list.length).toBeLessThanOrEqual(10);
  });
});

describe('filters and sorts', () => {
  it('sorts category goods by price both ways and by sales', async () => {
    const list = async (orderType: number) =>
      (await call(app, 'getCategoryGoodsNew', { cid: 1, orderType, pageSize: 50 })).body.result
        .list as Array<{ price: number; sales: number }>;
    const asc = (await list(2)).map((g) => g.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list(3)).map((g) => g.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const sales = (await list(1)).map((g) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('filters by price range and refuses an inverted range with 02', async () => {
    const res = (await call(app, 'getCategoryProduct', { minPrice: 5000, maxPrice: 8000, pageSize: 100 }))
      .body.result;
    expect(res.total).toBeGreaterThan(0);
    expect(res.list.every((g: { price: number }) => g.price >= 5000 && g.price <= 8000)).toBe(true);
    expect((await call(app, 'getCategoryProduct', { minPrice: 9000, maxPrice: 100 })).body.code).toBe('02');
  });

  it('filters points goods by integral and category', async () => {
    const points = [...seed.goods.values()].filter((g) => g.points);
    const rootId = points[0]!.rootCategoryId;
    const inRoot = points.filter(
      (g) => g.rootCategoryId === rootId && seed.categories.get(g.categoryId)!.type !== 4,
    );
    const max = Math.max(...inRoot.map((g) => g.points!.exchangeIntegral));
    const res = (
      await call(app, 'getIntegralGoodsListV2', {
        minIntegral: 1,
        maxIntegral: max - 1,
        categoryId: rootId,
        orderType: 2,
        pageSize: 100,
      })
    ).body.result;
    const list = res.list as Array<{ exchangeIntegral: number; goodsId: number }>;
    expect(list).toHaveLength(inRoot.filter((g) => g.points!.exchangeIntegral <= max - 1).length);
    expect(list.length).toBeGreaterThan(0);
    expect(
      list.every(
        (g) => g.exchangeIntegral <= max - 1 && seed.goods.get(g.goodsId)!.rootCategoryId === rootId,
      ),
    ).toBe(true);
    expect(list.map((g) => g.exchangeIntegral)).toEqual(
      list.map((g) => g.exchangeIntegral).sort((a, b) => a - b),
    );
  });

  it('lists children by pid, keeps hidden categories in the nav data and out of the general goods list', async () => {
    const children = (await call(app, 'getCategoryByParent', { pid: 1 })).body.result as Array<{
      pid: number;
      type: number;
    }>;
    expect(children.length).toBeGreaterThan(0);
    expect(children.every((c) => c.pid === 1)).toBe(true);
    const hidden = [...seed.categories.values()].find((c) => c.type === 4)!;
    const nav = (await call(app, 'getNewCategoryList')).body.result.goodsNav as Array<{
      childGoodsNavList: Array<{ id: number }>;
    }>;
    expect(nav.some((root) => root.childGoodsNavList.some((c) => c.id === hidden.id))).toBe(true);
    const all = (await call(app, 'getCategoryProduct', { pageSize: 100, pageNum: 1 })).body.result
      .total as number;
    const hiddenGoods = [...seed.goods.values()].filter((g) => g.categoryId === hidden.id).length;
    expect(hiddenGoods).toBeGreaterThan(0);
    expect((await call(app, 'getCategoryGoodsNew', { cid: hidden.id })).body.result.total).toBe(hiddenGoods);
    expect(all).toBe(
      [...seed.goods.values()].filter((g) => seed.categories.get(g.categoryId)!.type !== 4).length,
    );
  });

  it('searches goods by every word of the keyword and filters evaluations by level', async () => {
    const res = (await call(app, 'searchGoodslist', { keyword: '保温杯 316', pageSize: 50 })).body.result;
    expect(res.total).toBeGreaterThan(0);
    expect(res.list.every((g: { name: string }) => g.name.includes('保温杯') && g.name.includes('316'))).toBe(
      true,
    );
    const withBad = [...seed.goods.values()].find((g) =>
      seed.evaluationsOf(g.goodsId).some((e) => e.score <= 2),
    )!;
    const bad = (await call(app, 'getEvaluate', { goodsId: withBad.goodsId, level: 'bad', pageSize: 50 }))
      .body.result;
    expect(bad.total).toBe(bad.counts.bad);
    expect(bad.list.every((e: { score: number }) => e.score <= 2)).toBe(true);
  });

  it('answers 02 for a goods that does not exist', async () => {
    expect((await call(app, 'getGoods', { goodsId: 999999 })).body).toMatchObject({
      code: '02',
      msg: '商品不存在或已下架',
    });
  });
});

describe('state shown by the reads', () => {
  it('shows current stock after a reservation', async () => {
    const sku = [...seed.skus.values()].find((s) => s.stock > 5)!;
    reserveStock(app.mock, sku.skuId, 3);
    const detail = (await call(app, 'getGoods', { goodsId: sku.goodsId })).body.result;
    expect(detail.skus.find((s: { skuId: number }) => s.skuId === sku.skuId).stock).toBe(sku.stock - 3);
  });

  it('counts ad clicks', async () => {
    const a = (await call(app, 'addAdClickCount', { adId: 3 })).body.result.clickCount;
    expect((await call(app, 'addAdClickCount', { adId: 3 })).body.result.clickCount).toBe(a + 1);
    expect((await call(app, 'addAdClickCount', { adId: 999 })).body.code).toBe('02');
  });

  it('marks goods collected, documents favored and authors followed for the caller only', async () => {
    const me = await login();
    const goodsId = seed.goodsIds[3]!;
    expect(
      (await call(app, 'addGoodsCollect', { targetId: goodsId, targetType: 'goods' }, me)).body.code,
    ).toBe('01');
    expect((await call(app, 'getGoods', { goodsId }, me)).body.result.collected).toBe(true);
    expect((await call(app, 'getGoods', { goodsId })).body.result.collected).toBe(false);

    const doc = [...seed.documents.values()].find((d) => d.kind === 'post')!;
    const before = (await call(app, 'getFindDocumentDetails', { documentId: doc.documentId }, me)).body
      .result;
    expect(before.favored).toBe(false);
    await call(app, 'addDocumentFavor', { documentId: doc.documentId }, me);
    await call(app, 'followSaveOrUpdate', { followUid: doc.authorUid }, me);
    const after = (await call(app, 'getFindDocumentDetails', { documentId: doc.documentId }, me)).body.result;
    expect(after).toMatchObject({ favored: true, favorCount: before.favorCount + 1, authorFollowed: true });
  });

  it('lists a user comment and post in the community reads', async () => {
    const me = await login();
    const doc = [...seed.documents.values()].find((d) => d.kind === 'article')!;
    await call(app, 'newAddComment', { documentId: doc.documentId, content: '写得真好，收藏了' }, me);
    const comments = (await call(app, 'getNewFindCommentList', { documentId: doc.documentId })).body.result
      .list;
    expect(comments[0].content).toBe('写得真好，收藏了');
    const posted = await call(
      app,
      'addFindTopic',
      { topicId: 2, title: '今天的一人食', content: '番茄炒蛋盖饭\n简单又好吃', collect: 0 },
      me,
    );
    expect(posted.body.code).toBe('01');
    const topicPosts = (await call(app, 'getDocumentTopicListV3', { topicId: 2 })).body.result.list;
    expect(topicPosts[0].title).toBe('今天的一人食');
  });

  it('shows the flash-sale axis around now and the reminded flag of an upcoming session', async () => {
    const axis = (await call(app, 'getTimeAxisV2')).body.result;
    expect(axis.serverTime).toBe(nine);
    const statuses = axis.sessions.map((s: { status: string }) => s.status);
    expect(statuses).toContain('ended');
    expect(statuses).toContain('ongoing');
    expect(statuses).toContain('upcoming');
    const upcoming = axis.sessions.find((s: { status: string }) => s.status === 'upcoming');
    const goods = (await call(app, 'getNewFlashSaleGoods', { sessionId: upcoming.sessionId })).body.result
      .list;
    expect(goods[0]).toMatchObject({ progress: 0, reminded: false });
    const me = await login();
    expect(
      (await call(app, 'addMyRemind', { goodsId: goods[0].goodsId, sessionId: upcoming.sessionId }, me)).body
        .code,
    ).toBe('01');
    const again = (await call(app, 'getNewFlashSaleGoods', { sessionId: upcoming.sessionId }, me)).body.result
      .list;
    expect(again[0].reminded).toBe(true);
    expect(again[0].flashPrice).toBeLessThanOrEqual(again[0].price);
  });

  it('separates current welfare topics from overdue ones', async () => {
    const current = (await call(app, 'getTopics')).body.result.list;
    const overdue = (await call(app, 'getOverdueTopics')).body.result.list;
    expect(current.length).toBeGreaterThan(0);
    expect(overdue.length).toBeGreaterThan(0);
    expect(current.every((t: { overdue: boolean }) => !t.overdue)).toBe(true);
    expect(overdue.every((t: { overdue: boolean; endTime: number }) => t.overdue && t.endTime <= nine)).toBe(
      true,
    );
  });
});
