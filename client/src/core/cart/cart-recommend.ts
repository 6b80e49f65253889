// 猜你喜欢 under the cart: goods recommended beside the first line in the cart (hot goods when the
// cart is empty), without the goods already in it.
import type { GoodsCardFields } from '@storefront/contracts';
import { useGoodsRecommendations, useHotGoods } from '../goods/goods-queries';

/** The recommendations a shopper has not put in the cart yet, at most `max`. */
export function notInCart<T extends Pick<GoodsCardFields, 'goodsId'>>(
  goods: readonly T[],
  cartGoodsIds: readonly number[],
  max = 10,
): T[] {
  const inCart = new Set(cartGoodsIds);
  return goods.filter((g) => !inCart.has(g.goodsId)).slice(0, max);
}

export function useCartRecommendations(cartGoodsIds: readonly number[]) {
  const first = cartGoodsIds[0];
  const beside = useGoodsRecommendations(
    { goodsId: first ?? 0 },
    { enabled: first !== undefined, retry: false },
  );
  const hot = useHotGoods({ pageNum: 1, pageSize: 10 }, { enabled: first === undefined, retry: false });
  const list = first === undefined ? hot.data?.list : beside.data;
  return notInCart(list ?? [], cartGoodsIds);
}
