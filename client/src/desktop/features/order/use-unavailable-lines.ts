// Which lines of a cart checkout can no longer be bought (sold out, off the shelf since the cart was
// settled): read from the cart itself, fetched fresh with the page and again after a refused
// 提交订单. 移除 unchecks such a line in the cart, so the settle and the coupon price are asked
// again for what is left.
import { useQueryClient } from '@tanstack/react-query';
import { invalidateApi } from '../../../core/api/query';
import { useCartList } from '../../../core/cart/cart-queries';
import { useCheckCart } from '../../../core/cart/cart-mutations';
import { toastError } from '../../ui/toast/toast-error';
import type { SettleTarget } from '../../../core/order/checkout-intent';

export interface UnavailableLine {
  cartId: number;
  reason: string;
}

export function useUnavailableLines(
  input: SettleTarget,
  lines: ReadonlyArray<{ skuId: number; name: string }>,
) {
  const fromCart = input.source === 'cart';
  const cart = useCartList({ enabled: fromCart, staleTime: 0 });
  const queryClient = useQueryClient();
  // The settle is refetched by the cart's write; the coupon price of the rest must be too.
  const check = useCheckCart({
    onSuccess: () => void invalidateApi(queryClient, 'getTotalPriceByCouponNew'),
    onError: toastError,
  });
  /** Keyed by skuId: a cart holds one line per SKU. */
  const bySku = new Map<number, UnavailableLine>();
  for (const item of cart.data?.items ?? [])
    if (item.checked && !item.valid)
      bySku.set(item.skuId, { cartId: item.cartId, reason: item.invalidReason ?? '已失效' });
  const goneNames = lines.filter((l) => bySku.has(l.skuId)).map((l) => l.name);
  return {
    bySku,
    /** What stops 提交订单 while such a line is in the order. */
    problem: goneNames.length > 0 ? `${goneNames.join('、')}已不可购买，请移除后再提交订单` : null,
    removing: check.isPending,
    remove: (line: UnavailableLine) => check.mutate({ cartIds: [line.cartId], checked: false }),
    /** After a refused submit: the refusal may be a line gone since the cart was read. */
    recheck: () => {
      if (fromCart) void cart.refetch();
    },
  };
}

export type UnavailableLines = ReturnType<typeof useUnavailableLines>;
