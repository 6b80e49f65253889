// What a consumer team writes against a client generated from the published document: their own
// header and reqId (from the document's descriptions alone), the documented interceptor that turns
// a non-01 reply into an error, and three calls: a read, a login-only read and a form write. Kept
// as source text because it compiles only beside the generated client (generated-client.test.ts).
export const CONSUMER_SOURCE = `
import { client } from './generated/client.gen';
import { addCart, getCart, getGoods, getHotGoods, mobileAndPasswordToLogin } from './generated/sdk.gen';
import type { InvalidReply, SessionInvalidReply } from './generated/types.gen';

const session = { token: '', uid: '' };
const header = (): string =>
  Buffer.from(JSON.stringify({ appVersion: '2.0', timestamp: Date.now(), source: 4, ...session })).toString('base64');
const reqId = (): string => crypto.randomUUID();

client.setConfig({ baseUrl: process.env.MOCK_URL!, auth: () => header() });
// The document's way to treat a non-01 reply as an error: the envelope becomes the call's error.
client.interceptors.response.use(async (response) => {
  const body = (await response.clone().json()) as { code: string };
  if (body.code !== '01') throw body;
  return response;
});

// @ts-expect-error the form body is required, so a call without it does not compile
export const withoutBody = () => getGoods();

const hot = await getHotGoods({ body: { pageNum: 1, pageSize: 4, reqId: reqId() } });
const first = hot.data?.code === '01' ? hot.data.result.list[0] : undefined;
if (!first) throw new Error('no hot goods: ' + JSON.stringify(hot.error));

const asVisitor = await getCart({ body: { reqId: reqId() } });
const visitorError = asVisitor.error as SessionInvalidReply | undefined;

const login = await mobileAndPasswordToLogin({
  body: { mobile: '13800138000', password: 'demo1234', reqId: reqId() },
});
if (login.data?.code !== '01') throw new Error('login failed: ' + JSON.stringify(login.error));
session.token = login.data.result.token;
session.uid = String(login.data.result.userId);

const goods = await getGoods({ body: { goodsId: first.goodsId, reqId: reqId() } });
const sku = goods.data?.code === '01' ? goods.data.result.skus.find((s) => s.stock > 0) : undefined;
if (!sku) throw new Error('no sku in stock: ' + JSON.stringify(goods.error));

const added = await addCart({ body: { goodsId: first.goodsId, skuId: sku.skuId, quantity: 1, reqId: reqId() } });
const refused = await addCart({ body: { goodsId: first.goodsId, skuId: sku.skuId, quantity: 0, reqId: reqId() } });
const cart = await getCart({ body: { reqId: reqId() } });

console.log(
  JSON.stringify({
    hotGoodsId: first.goodsId,
    visitorCartError: visitorError?.code,
    addedCode: added.data?.code,
    refusedError: (refused.error as InvalidReply | undefined)?.errors,
    cartGoodsIds: cart.data?.code === "01" ? cart.data.result.items.map((item) => item.goodsId) : null,
  }),
);
`;
