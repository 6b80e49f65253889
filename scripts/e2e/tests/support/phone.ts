// The phone shop (/m) as a person uses it on an emulated phone: logging in through /m/login, the
// tab bar, and the checks every phone page must pass (nothing wider than the screen).
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO } from './session.js';

/** Fills and submits the phone login form on the current /m/login page. */
export async function submitPhoneLogin(
  page: Page,
  mobile: string = DEMO.mobile,
  password: string = DEMO.password,
) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await main.getByRole('textbox', { name: '密码' }).fill(password);
  await main.getByRole('button', { name: '登录', exact: true }).click();
}

/** Logs the scenario's account in through /m/login and lands on `path` (the login page's redirect). */
export async function phoneLogin(page: Page, path = '/m'): Promise<void> {
  await page.goto(`/m/login?redirect=${encodeURIComponent(path)}`);
  await submitPhoneLogin(page);
  const target = new URL(path, 'http://x');
  await expect(page).toHaveURL((url) => url.pathname === target.pathname);
}

/** The page fits the screen: no sideways scrolling at the current viewport width. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    size.scrollWidth,
    `page is ${size.scrollWidth}px wide on a ${size.innerWidth}px screen`,
  ).toBeLessThanOrEqual(size.innerWidth);
}

/** The number on the 购物车 link's badge (the tab bar's or the goods page's action bar's); 0 when hidden. */
export async function cartBadgeCount(page: Page): Promise<number> {
  const link = page.getByRole('link', { name: /购物车/ }).first();
  const name = (await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '';
  return Number(/(\d+)/.exec(name)?.[1] ?? 0);
}

/** Picks the first available value of every spec in the open spec sheet; returns the sheet. */
export async function chooseSku(page: Page) {
  const sheet = page.getByRole('dialog').filter({ has: page.getByRole('radiogroup') });
  await expect(sheet).toBeVisible();
  const groups = sheet.getByRole('radiogroup');
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    const choice = group.getByRole('radio', { disabled: false }).first();
    await choice.check();
  }
  return sheet;
}

/** On /m/addresses/new: fills the form (the area cascader's first choices) and saves it. */
export async function addPhoneAddress(page: Page, consignee: string): Promise<void> {
  const form = page.getByRole('main').getByRole('form', { name: '收货地址表单' });
  await form.getByRole('textbox', { name: '收货人' }).fill(consignee);
  await form.getByRole('textbox', { name: '手机号码' }).fill('13912345678');
  await form.getByRole('button', { name: /所在地区/ }).click();
  const cascader = page.getByRole('dialog', { name: '选择所在地区' });
  for (const level of ['省份', '城市', '区县']) {
    await cascader
      .getByRole('list', { name: `选择${level}` })
      .getByRole('button')
      .first()
      .click();
  }
  await expect(cascader).toBeHidden();
  await form.getByRole('textbox', { name: '详细地址' }).fill('科技园南区 8 栋 1201');
  await form.getByRole('button', { name: '保存' }).click();
}
