// Calls of the shop's wire made for a logged-in page, the way its client makes them (the
// domo-custom header with the session, a reqId, a form body), to build state a journey needs in
// bulk (a few more orders) through the same endpoints a shopper's taps reach.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  catalogue,
  CUSTOM_HEADER,
  encodeCustomHeader,
  encodeForm,
  FORM_CONTENT_TYPE,
  STORAGE_KEYS,
  type RouteEntry,
} from '@storefront/contracts';
import { SANDBOX_HEADER } from './sandbox.js';

export async function shopCall<T>(
  page: Page,
  name: keyof typeof catalogue,
  data: Record<string, unknown>,
  sandboxId?: string,
): Promise<T> {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === STORAGE_KEYS.tokenCookie)?.value ?? '';
  const uid = cookies.find((c) => c.name === STORAGE_KEYS.userIdCookie)?.value ?? '';
  const route = (catalogue as Record<string, RouteEntry>)[name]!;
  const response = await page.request.fetch(route.path, {
    method: route.method,
    headers: {
      'content-type': FORM_CONTENT_TYPE,
      [CUSTOM_HEADER]: encodeCustomHeader({ token, uid }),
      ...(sandboxId ? { [SANDBOX_HEADER]: sandboxId } : {}),
    },
    data: encodeForm({ ...data, reqId: randomUUID() }),
  });
  const body = (await response.json()) as { code: string; msg: string; result: T };
  expect(body.code, `${name}: ${body.msg}`).toBe('01');
  return body.result;
}

/** Places `count` buy-now orders of goods `goodsId` (its first SKU in stock) to the default address. */
export async function placeOrders(
  page: Page,
  sandboxId: string,
  goodsId: number,
  count: number,
): Promise<void> {
  const goods = await shopCall<{ skus: { skuId: number; stock: number }[] }>(
    page,
    'getGoods',
    { goodsId },
    sandboxId,
  );
  const sku = goods.skus.find((s) => s.stock >= count);
  expect(sku, `goods ${goodsId} has a SKU with ${count} in stock`).toBeTruthy();
  const addresses = await shopCall<{ addressId: number }[]>(page, 'getAddressList', {}, sandboxId);
  for (let i = 0; i < count; i++)
    await shopCall(
      page,
      'addOrderNew',
      { source: 'buyNow', goodsId, skuId: sku!.skuId, quantity: 1, addressId: addresses[0]!.addressId },
      sandboxId,
    );
}
