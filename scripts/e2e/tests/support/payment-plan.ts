// Payment outcomes for journeys (see mock-api/README.md, "For test suites"): an order placed through
// the shop's wire in the test's sandbox, and how its next payment turns out (POST /__mock/payments).
import type { Page } from '@playwright/test';
import { shopCall } from './shop-calls.js';
import type { PaymentOutcome } from '@storefront/mock-api/kit';
import type { Sandbox } from './sandbox.js';

/** A buy-now order of goods `goodsId` (its first SKU in stock) to the user's first address; its id. */
export async function placeOrder(page: Page, sandbox: Sandbox, goodsId = 1009): Promise<number> {
  const goods = await shopCall<{ skus: { skuId: number; stock: number }[] }>(
    page,
    'getGoods',
    { goodsId },
    sandbox.id,
  );
  const sku = goods.skus.find((s) => s.stock > 0)!;
  const addresses = await shopCall<{ addressId: number }[]>(page, 'getAddressList', {}, sandbox.id);
  const order = await shopCall<{ orderId: number }>(
    page,
    'addOrderNew',
    { source: 'buyNow', goodsId, skuId: sku.skuId, quantity: 1, addressId: addresses[0]!.addressId },
    sandbox.id,
  );
  return order.orderId;
}

export type { PaymentOutcome } from '@storefront/mock-api/kit';

/** How the order's next payment turns out, on the sandbox's clock (the kit's payments.next). */
export async function planPayment(
  sandbox: Sandbox,
  plan: { outcome: PaymentOutcome; orderId?: number; afterMs?: number },
): Promise<void> {
  const { outcome, ...options } = plan;
  await sandbox.payments.next(outcome, options);
}
