// Goods ids are URL ids (core/router/url-id.ts); anything else (a typo, a number too long to be one)
// is answered 商品不存在 by both faces without asking the server.
export { parseUrlId as parseGoodsId } from '../router/url-id';
