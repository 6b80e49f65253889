// What a page about one thing says when the upstream will not give it, in the shop's words: one
// mapping for both faces. A refusal (02) or an invalid id (03: a number too long, a quantity past the
// limit) will not change on retry, and the wire's own texts (无权操作, 必须是整数, 请求参数有误：数值过大…)
// are for engineers, so the page names what is missing instead, without 重试.
import { CART_QUANTITY_MAX, CODE_BUSINESS_REFUSED, CODE_INVALID_REQUEST } from '@storefront/contracts';
import { errorMessage, isApiError, type ApiError } from './errors';

export interface ShopWords {
  title: string;
  description: string;
}

/** A refusal or an invalid request answered as such (not a 5xx dressed as one). */
function refusedOrInvalid(error: unknown): error is ApiError {
  if (!isApiError(error) || (error.status ?? 200) >= 500) return false;
  return error.code === CODE_BUSINESS_REFUSED || error.code === CODE_INVALID_REQUEST;
}

export const MISSING_ORDER: ShopWords = { title: '订单不存在', description: '该订单不存在或不属于当前账号' };
export const MISSING_GOODS: ShopWords = { title: '商品不存在或已下架', description: '去看看其他商品吧' };

/** 订单不存在 for someone else's order or an unknown id (the server answers both alike, 无权操作). */
export const missingOrderWords = (error: unknown): ShopWords | null =>
  refusedOrInvalid(error) ? MISSING_ORDER : null;

/** 商品不存在或已下架 for an unknown, off-shelf or malformed goods id. */
export const missingGoodsWords = (error: unknown): ShopWords | null =>
  refusedOrInvalid(error) ? MISSING_GOODS : null;

/** An invalid buy-now link (a quantity past the limit, a bad SKU) in the shop's words. */
export function invalidSettleWords(error: unknown): ShopWords | null {
  if (!refusedOrInvalid(error) || error.code !== CODE_INVALID_REQUEST) return null;
  const description =
    'quantity' in error.errors
      ? `每件商品最多购买${CART_QUANTITY_MAX}件，请回到商品页重新选择数量`
      : '请回到商品页重新选择规格和数量';
  return { title: '订单信息有误', description };
}

/** Why an order cannot be settled; a refusal keeps the upstream's sentence (it names the goods sold out). */
export const settleFailureWords = (error: unknown): ShopWords =>
  invalidSettleWords(error) ?? { title: '无法结算', description: errorMessage(error) };
