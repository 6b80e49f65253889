// What the desktop shop's journeys share: the header's cart badge, money read off the page, and
// fault rules laid in the journey's own sandbox of the mock.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ensureOrderAddress } from '../support/address.js';
import { chooseFirstSpecs } from '../support/flash-goods.js';
import { SANDBOX_HEADER, type Sandbox } from '../support/sandbox.js';
import { loginAsDemo } from '../support/session.js';

/** The number in the header's cart badge (0 when the badge is hidden). */
export async function cartBadge(page: Page): Promise<number> {
  const link = page.getByRole('navigation', { name: '我的' }).getByRole('link', { name: /购物车/ });
  const name = (await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '';
  return Number(/购物车商品数量\s*(\d+)/.exec(name)?.[1] ?? /(\d+)/.exec(name)?.[1] ?? 0);
}

/** The first ¥ amount in a text (NaN when there is none). */
export const yuan = (text: string | null): number =>
  Number(/¥\s*([\d,]+\.\d{2})/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);

/** A fault rule of the sandbox (see mock-api/README.md, "Fault rules"), e.g. every getWebArea failing. */
export async function addFault(page: Page, mockUrl: string, sandbox: Sandbox, rule: object): Promise<void> {
  const response = await page.request.post(`${mockUrl}/__mock/faults/rules`, {
    headers: { [SANDBOX_HEADER]: sandbox.id },
    data: rule,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Removes every fault rule of the sandbox. */
export async function clearFaults(page: Page, mockUrl: string, sandbox: Sandbox): Promise<void> {
  const response = await page.request.delete(`${mockUrl}/__mock/faults/rules`, {
    headers: { [SANDBOX_HEADER]: sandbox.id },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The element is wholly inside the window as it is (no scrolling sideways to reach it). */
export async function expectWithinWindowWidth(
  page: Page,
  name: string,
  box: { x: number; width: number } | null,
) {
  const width = page.viewportSize()!.width;
  expect(box, `${name} is laid out`).not.toBeNull();
  expect(box!.x, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${name} ends inside the window`).toBeLessThanOrEqual(width);
}

/** The demo account logged in on goods 1001's page, its specs chosen (the buying journeys' start). */
export async function openGoodsWithSpecs(page: Page): Promise<void> {
  await loginAsDemo(page, '/Goods?id=1001');
  // The goods' own price, not any h1: the login page's h1 can still be on screen while the router's
  // transition to /Goods is pending, and a goods read not yet sent would wait out an offline step.
  await expect(page.getByRole('main').getByTestId('goods-price')).toBeVisible();
  await chooseFirstSpecs(page);
}

/** From a goods page with its specs chosen: 立即购买, an address on 确认订单; its enabled 提交订单. */
export async function buyNowCheckout(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: '立即购买' }).click();
  await expect(main.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
  await ensureOrderAddress(page, '张三');
  const submit = main.getByRole('button', { name: '提交订单' });
  await expect(submit).toBeEnabled();
  return submit;
}
