// Every browsing endpoint PLATFORM serves: a happy call (validated against its result schema by the
// test app) and one bad input answered 03; then every image URL of those replies must resolve.
import type { EndpointName } from '@storefront/contracts';
import { call, testApp } from '../../harness.js';

const app = testApp();
const seed = app.mock.seed;
const someGoods = seed.goodsIds[0]!;
const someArticle = [...seed.documents.values()].find((d) => d.kind === 'article')!.documentId;
const someLife = [...seed.documents.values()].find((d) => d.kind === 'life')!.documentId;
const somePost = [...seed.documents.values()].find((d) => d.kind === 'post')!.documentId;

type Input = Record<string, unknown>;
/** [name, happy input, bad input (null: the call has no fields, so the bad input is a missing reqId)] */
const CASES: Array<[EndpointName, Input, Input | null]> = [
  ['getAgreementDetails', { type: 'privacy' }, { type: 'nope' }],
  ['getUserRegisterAgreement', {}, null],
  ['getUserPolicySecret', {}, null],
  ['getReminderAsInvoice', {}, null],
  ['getGoodsAd', {}, null],
  ['getAdByFind', {}, null],
  ['getAdByHome', {}, null],
  ['addAdClickCount', { adId: 1 }, { adId: 'abc' }],
  ['getDocumentHomeList', { pageNum: 1, pageSize: 5, categoryId: 1 }, { pageNum: 0 }],
  ['getHomeCategoryList', {}, null],
  ['getNewCategoryList', {}, null],
  ['getHotGoods', { pageNum: 1, pageSize: 10 }, { pageSize: 1000 }],
  ['getGreateGoodList', {}, { pageNum: 'x' }],
  ['getZoneProductList', { zoneId: 1 }, {}],
  ['getNewReleaseGoods', {}, { pageSize: 0 }],
  ['getSuperGoodList', {}, { pageNum: -1 }],
  ['getSuperGoodDetails', { goodsId: someGoods }, { goodsId: '' }],
  ['getLifeDocumentList', {}, { pageSize: 'many' }],
  ['getLifeDocumentDetails', { documentId: someLife }, {}],
  ['getCategory', {}, null],
  ['getCategoryLevelOneList', {}, null],
  ['getCategoryByParent', { pid: 1 }, { pid: 'root' }],
  ['getCategoryOrderType', {}, null],
  ['getCategoryGoodsNew', { cid: 101, orderType: 1 }, { cid: 101, orderType: 9 }],
  ['getCategoryProduct', { cid: 1, minPrice: 1000, maxPrice: 50000, orderType: 2 }, { minPrice: -5 }],
  ['getGoods', { goodsId: someGoods }, { goodsId: 0 }],
  ['getSelfProduct', {}, { pageNum: 1.5 }],
  ['getEvaluate', { goodsId: someGoods, level: 'good' }, { goodsId: someGoods, level: 'great' }],
  ['getProductDetailDocumentList', { goodsId: someGoods }, {}],
  ['getProductDetailRecommend', { goodsId: someGoods }, { goodsId: 'x' }],
  ['getDiscountActivityGoods', { activityId: 1 }, { activityId: -1 }],
  ['getNewUserGoods', {}, { pageSize: 101 }],
  ['getWeeklyPreferredGoods', { zoneId: 1 }, { zoneId: 'a' }],
  ['getWeeklyPreferredZone', {}, null],
  ['getIntegralGoodsList', {}, { pageNum: 'first' }],
  ['getIntegralGoodsListV2', { minIntegral: 10, maxIntegral: 5000, orderType: 2 }, { minIntegral: 'lots' }],
  ['getDomoGpIndexInfo', {}, { pageSize: -3 }],
  ['getFlashSale', {}, null],
  ['getTimeAxisV2', {}, null],
  ['getWebFlashSaleTopicAndTopicProduct', {}, null],
  ['getNewFlashSaleGoods', {}, { sessionId: 'now' }],
  ['getFlashSaleGoods', { pageSize: 4 }, { pageNum: 0 }],
  ['getFlashSaleTopic', { topicId: 1 }, {}],
  ['getFlashSaleTopicGoods', { topicId: 1 }, { topicId: 'x' }],
  ['getOverdueTopics', {}, { pageSize: 'x' }],
  ['getNewTopic', {}, null],
  ['getTopics', {}, { pageNum: -2 }],
  ['getTopicGoodsPush', { topicId: 1 }, {}],
  ['getNewFindCommentList', { documentId: somePost }, {}],
  ['getHotTopic', {}, { pageSize: 500 }],
  ['getPostRemendList', { kind: 'article', categoryId: 2 }, { kind: 'video' }],
  ['getTopicById', { topicId: 1 }, { topicId: 'hot' }],
  ['getDocumentTopicListV3', { topicId: 1, sort: 'hot' }, { topicId: 1, sort: 'random' }],
  ['getFindDocumentDetails', { documentId: someArticle }, {}],
  ['searchContent', { keyword: '坚果' }, { keyword: '   ' }],
  ['searchDucumentAndTopiclist', { keyword: '收纳' }, {}],
  ['searchPostlist', { keyword: '晒' }, { keyword: 'x'.repeat(101) }],
  ['searchGoodslist', { keyword: '保温杯', orderType: 3 }, { keyword: '杯', orderType: 7 }],
  ['searchMemberlist', { keyword: '小' }, {}],
  ['getSearchHotWord', { searchType: 1 }, { searchType: 5 }],
  ['getWebArea', {}, null],
];

const mediaUrls = new Set<string>();
function collectMedia(value: unknown): void {
  if (typeof value === 'string' && value.startsWith('/media/')) mediaUrls.add(value);
  else if (Array.isArray(value)) value.forEach(collectMedia);
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collectMedia);
}

describe('browsing endpoints', () => {
  it.each(CASES)('%s answers 01 with a result that matches its schema', async (name, happy) => {
    const res = await call(app, name, happy);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: '01' });
    collectMedia(res.body.result);
  });

  it.each(CASES)('%s answers 03 with field errors to a bad input', async (name, _happy, bad) => {
    const res = bad === null ? await call(app, name, {}, { noReqId: true }) : await call(app, name, bad);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('03');
    expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
    expect(res.body.msg).toMatch(/请求参数有误/);
  });

  it('serves every image URL the replies contained', async () => {
    expect(mediaUrls.size).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const url of mediaUrls) {
      const res = await (await import('supertest')).default(app).get(url);
      if (res.status !== 200 || !String(res.headers['content-type']).startsWith('image/svg+xml'))
        failures.push(`${url} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
