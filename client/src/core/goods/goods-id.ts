// Goods ids are positive integers of at most ten digits; anything else (a typo, a number too long
// to be one) is answered 商品不存在 by both faces without asking the server.
export const parseGoodsId = (raw: string | null | undefined): number | null =>
  raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
