// 我的's own pages on a phone: 收藏 shows what was collected and opens it, 足迹 keeps the goods
// looked at (newest first, across a reload) until 清空, 消息 counts what messageTotal counts, 设置
// changes the password (the new one logs in) and the mobile (with the SMS code the demo shows), and
// 客服 opens inside the shop with a way back.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { phoneLogin, submitPhoneLogin } from '../support/phone.js';
import { useSandbox } from '../support/sandbox.js';
import { DEMO, freshMobile } from '../support/session.js';
import { shopCall } from '../support/shop-calls.js';

const goodsName = async (page: Page, sandboxId: string, goodsId: number) =>
  (await shopCall<{ name: string }>(page, 'getGoods', { goodsId }, sandboxId)).name;

test('收藏 lists a goods collected through the API and opens it @android', async ({ page, a11y }) => {
  const sandbox = await useSandbox(page);
  try {
    await phoneLogin(page, '/m/me');
    await shopCall(page, 'addGoodsCollect', { targetId: 1001, targetType: 'goods', collect: 1 }, sandbox.id);
    const name = await goodsName(page, sandbox.id, 1001);
    const main = page.getByRole('main');
    await main.getByRole('navigation', { name: '我的服务' }).getByRole('link', { name: '收藏' }).click();
    await expect(page).toHaveURL(/\/m\/favorites$/);
    await expect(main.getByRole('link', { name })).toBeVisible();
    await a11y.check('favorites');
    await main.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/m\/goods\/1001$/);
  } finally {
    await sandbox.dispose();
  }
});

test('足迹 keeps two goods newest first across a reload, and 清空 empties it @android', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  try {
    const main = page.getByRole('main');
    for (const id of [1001, 1002]) {
      await page.goto(`/m/goods/${id}`);
      await expect(page.getByRole('button', { name: /加入购物车/ }).first()).toBeVisible();
      await a11y.check(`goods ${id}`);
    }
    await page.goto('/m/me');
    await main.getByRole('link', { name: '足迹' }).click();
    await expect(page).toHaveURL(/\/m\/history$/);
    const today = main.getByRole('region', { name: '今天' });
    const hrefs = async () =>
      today.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await expect.poll(hrefs).toEqual(['/m/goods/1002', '/m/goods/1001']);
    await page.reload();
    await expect.poll(hrefs).toEqual(['/m/goods/1002', '/m/goods/1001']);
    await a11y.check('history');
    await page.getByRole('button', { name: '清空' }).click();
    await page.getByRole('dialog', { name: '清空足迹' }).getByRole('button', { name: '清空' }).click();
    await expect(main.getByText('还没有浏览记录')).toBeVisible();
    await page.reload();
    await expect(main.getByText('还没有浏览记录')).toBeVisible();
  } finally {
    await sandbox.dispose();
  }
});

test('消息 shows the unread counts messageTotal gives, summed on 我的 @android', async ({ page, a11y }) => {
  const sandbox = await useSandbox(page);
  try {
    await phoneLogin(page, '/m/me');
    const uid = (await page.context().cookies()).find((c) => c.name === 'userId')?.value ?? '';
    const totals = await shopCall<Record<string, number>>(page, 'messageTotal', { uid }, sandbox.id);
    const keys = ['likeTotal', 'commentTotal', 'focusTotal', 'smTotal', 'favorTotal'];
    const sum = keys.reduce((s, k) => s + Math.max(0, totals[k] ?? 0), 0);
    const main = page.getByRole('main');
    const services = main.getByRole('navigation', { name: '我的服务' });
    const shown = (n: number) => (n > 99 ? '99+' : String(n));
    const link = services.getByRole('link', { name: sum > 0 ? `消息，${shown(sum)}条未读` : '消息' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/m\/messages$/);
    const tabs = main.getByRole('tablist', { name: '消息分类' });
    // The first box (点赞) opens and is read at once; the others keep their counts.
    for (const [label, key] of [
      ['评论', 'commentTotal'],
      ['关注', 'focusTotal'],
      ['官方', 'smTotal'],
      ['订单', 'favorTotal'],
    ] as const) {
      const n = totals[key] ?? 0;
      await expect(
        tabs.getByRole('tab', { name: n > 0 ? `${label}，${shown(n)}条未读` : label }),
      ).toBeVisible();
    }
    await a11y.check('messages');
  } finally {
    await sandbox.dispose();
  }
});

test('设置: a changed password logs in, and the mobile changes with its SMS code @android', async ({
  page,
  a11y,
}) => {
  test.setTimeout(90_000);
  const sandbox = await useSandbox(page);
  try {
    const main = page.getByRole('main');
    await phoneLogin(page, '/m/me');
    await main.getByRole('link', { name: '设置' }).click();
    await expect(page).toHaveURL(/\/m\/settings$/);
    await a11y.check('settings');

    await main.getByRole('button', { name: '修改密码' }).click();
    await main.getByRole('textbox', { name: '原密码' }).fill(DEMO.password);
    await main.getByRole('textbox', { name: '新密码' }).fill('abc');
    await main.getByRole('button', { name: '确认修改' }).click();
    await expect(main.getByRole('alert').first()).toContainText(/密码/);
    await main.getByRole('textbox', { name: '新密码' }).fill('newpass88');
    await main.getByRole('textbox', { name: '确认密码' }).fill('newpass88');
    await main.getByRole('button', { name: '确认修改' }).click();
    await expect(page).toHaveURL(/\/m\/settings$/);

    const mobile = freshMobile();
    await main.getByRole('button', { name: /更换手机号/ }).click();
    await main.getByRole('textbox', { name: '新手机号' }).fill(mobile);
    await main.getByRole('button', { name: '获取验证码' }).click();
    const notice = await main.getByText(/验证码已发送/).textContent();
    const code = /(\d{6})/.exec(notice ?? '')?.[1] ?? '';
    await expect(main.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await main.getByRole('textbox', { name: '验证码' }).fill(code);
    await main.getByRole('button', { name: '确认更换' }).click();
    await expect(page).toHaveURL(/\/m\/settings$/);
    await expect(main.getByRole('button', { name: /更换手机号/ })).toContainText(
      `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
    );

    // 退出登录, then the new mobile and the new password log in.
    await main.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/m\/login/);
    await submitPhoneLogin(page, mobile, 'newpass88');
    await expect(page).not.toHaveURL(/\/m\/login/);
    await page.goto('/m/me');
    await expect(main.getByRole('button', { name: '退出登录' })).toBeVisible();
  } finally {
    await sandbox.dispose();
  }
});

test('客服 opens inside the shop, answers, shows no internal ids and comes back @android', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  try {
    const main = page.getByRole('main');
    await phoneLogin(page, '/m/me');
    await main.getByRole('link', { name: '客服' }).click();
    await expect(page).toHaveURL(/\/m\/service$/);
    await expect(page.getByRole('heading', { name: '在线客服' })).toBeVisible();
    await expect(main.getByRole('log')).toContainText(`您好，${DEMO.nickname}`);
    await main.getByRole('textbox', { name: '留言内容' }).fill('我的订单什么时候发货？');
    await main.getByRole('button', { name: '发送' }).click();
    await expect(main.getByRole('log')).toContainText('已收到您的留言');
    const uid = (await page.context().cookies()).find((c) => c.name === 'userId')?.value ?? '';
    await expect(main).not.toContainText(uid);
    await expect(main).not.toContainText(/UID|48032|问题类型/);
    await a11y.check('service');
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/m\/me$/);
  } finally {
    await sandbox.dispose();
  }
});
