// The mock's console (/__mock/console) beside the shop: a purchase in the shop shows its calls live in
// the console, in order; a fault rule made in the console fails about half of 40 calls and the
// journal marks them; the console's clock advance closes an unpaid order in the shop; a sandbox made
// in the console opens the shop inside it. axe checks every tab of the console.
import type { Page } from '@playwright/test';
import { catalogue, encodeCustomHeader, encodeForm, newReqId } from '@storefront/contracts';
import { test, expect } from './support/fixtures.js';
import { ensureOrderAddress } from './support/address.js';
import { shopCall } from './support/shop-calls.js';
import { useSandbox } from './support/sandbox.js';
import { mockJournal, submitLogin } from './support/session.js';

const MINUTE = 60_000;

// No ?shop=: the console links to the shop from the address npm start gave the mock (MOCK_SHOP_URL),
// which the sandbox test below follows.
async function openConsole(page: Page, mockUrl: string): Promise<void> {
  await page.goto(`${mockUrl}/__mock/console`);
  await expect(page.getByRole('heading', { name: 'Mock 控制台' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '请求日志' })).toHaveAttribute('aria-selected', 'true');
}

async function login(page: Page, path: string): Promise<void> {
  await page.goto(`/userLogin?redirect=${encodeURIComponent(path)}`);
  await submitLogin(page);
  await expect(page.getByText(/您好，/)).toBeVisible();
}

/** Buys goods 1009 at once and returns the new order's number (the order stays unpaid). */
async function buyNow(page: Page): Promise<string> {
  const main = page.getByRole('main');
  await login(page, '/Goods?id=1009');
  await main.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/CreateOrder/);
  await ensureOrderAddress(page, '李四');
  await main.getByRole('button', { name: '提交订单' }).click();
  const submitted = main.getByText(/订单提交成功/);
  await expect(submitted).toBeVisible();
  return /订单号：(\d+)/.exec((await submitted.textContent()) ?? '')?.[1] ?? '';
}

/** The operations the console's journal table shows, oldest first. */
const shownOperations = async (console: Page): Promise<string[]> =>
  (
    await console
      .locator('table.entries tbody tr[data-seq]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-operation') ?? ''))
  )
    .filter(Boolean)
    .reverse();

test('a purchase in the shop shows its calls live in the console, in order', async ({
  page,
  context,
  mockUrl,
  a11y,
}) => {
  test.setTimeout(120_000);
  const console = await context.newPage();
  await openConsole(console, mockUrl);
  const sandbox = await useSandbox(page, { scenario: 'demo' });
  try {
    await console.getByRole('searchbox', { name: '沙箱', exact: true }).fill(sandbox.id);
    const orderNo = await buyNow(page);
    expect(orderNo).not.toBe('');

    // Live: the console was never reloaded, and shows exactly the sandbox's calls in the mock's order.
    const journal = (await mockJournal(page.request, mockUrl, '/api/', sandbox.id))
      .filter((e) => (e as { sandbox?: string }).sandbox === sandbox.id)
      .reverse()
      .map((e) => (e as { operation?: string }).operation ?? '')
      .filter(Boolean);
    expect(journal).toEqual(expect.arrayContaining(['mobileAndPasswordToLogin', 'addOrderNew']));
    await expect.poll(() => shownOperations(console)).toEqual(journal);
    const shown = await shownOperations(console);
    expect(shown.indexOf('mobileAndPasswordToLogin')).toBeLessThan(shown.indexOf('addOrderNew'));

    // An entry opens with its parsed form, the masked token and the schema's verdict.
    await console.getByRole('button', { name: 'POST addOrderNew' }).first().click();
    const detail = console.getByRole('region', { name: '请求详情' });
    await expect(detail).toContainText('result 符合 addOrderNew 的契约');
    await expect(detail).toContainText('（已隐藏）');
    await expect(detail).toContainText('curl -X POST');
    await a11y.check('console: journal with an entry open', console);

    // A call naming a sandbox this mock never made (its pod moved, say) starts it from its scenario,
    // and the journal's note says so beside the call.
    const moved = `${sandbox.id}-moved`;
    await shopCall(page, 'getHotGoods', { pageNum: 1, pageSize: 1 }, moved);
    await console.getByRole('searchbox', { name: '沙箱', exact: true }).fill(moved);
    const noted = console.locator('tr', { has: console.getByRole('button', { name: 'POST getHotGoods' }) });
    await expect(noted.getByText('说明', { exact: true })).toBeVisible();
    await noted.getByRole('button', { name: 'POST getHotGoods' }).click();
    await expect(detail).toContainText(`沙箱 ${moved} 在实例`);
    await expect(detail).toContainText('从场景 demo 开始');
  } finally {
    await sandbox.dispose();
  }
});

test('a rule "getHotGoods fails 50 %" made in the console fails about half of 40 calls, each marked', async ({
  context,
  mockUrl,
  a11y,
}) => {
  test.setTimeout(120_000);
  const console = await context.newPage();
  await openConsole(console, mockUrl);
  await console.getByRole('tab', { name: '故障' }).click();
  const form = console.getByRole('form', { name: '添加规则' });
  await form.getByRole('combobox', { name: '接口名' }).fill('getHotGoods');
  await form.getByRole('combobox', { name: '效果' }).selectOption('500');
  await form.getByRole('spinbutton', { name: '概率（%）' }).fill('50');
  await form.getByRole('spinbutton', { name: '随机种子' }).fill('2026');
  await form.getByRole('button', { name: '添加规则' }).click();
  await expect(console.locator('p.status')).toHaveText('规则已添加');
  await a11y.check('console: fault rules', console);
  try {
    const { path } = catalogue.getHotGoods;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await context.request.post(`${mockUrl}${path}`, {
        headers: { 'domo-custom': encodeCustomHeader({}) },
        form: Object.fromEntries(new URLSearchParams(encodeForm({ pageSize: 2, reqId: newReqId() }))),
      });
      statuses.push(response.status());
    }
    const failed = statuses.filter((s) => s === 500).length;
    expect(failed).toBeGreaterThanOrEqual(12);
    expect(failed).toBeLessThanOrEqual(28);
    expect(statuses.filter((s) => s !== 500 && s !== 200)).toEqual([]);

    // The rule's hit count, and the journal's marks: exactly the failed calls.
    const rule = console.locator('table.rules tbody tr[data-rule]');
    await expect(rule.locator('td.hits')).toHaveText(String(failed));
    await console.getByRole('tab', { name: '请求日志' }).click();
    await console.getByRole('combobox', { name: '接口', exact: true }).fill('getHotGoods');
    await console.getByRole('combobox', { name: '结果' }).selectOption('fault');
    await expect(console.locator('table.entries tbody tr.faulted')).toHaveCount(failed);
    await expect(console.locator('table.entries tbody tr.faulted').first()).toContainText('500');
  } finally {
    await console.getByRole('tab', { name: '故障' }).click();
    await console.getByRole('button', { name: '清除全部规则' }).click();
    await expect(console.getByText('没有故障规则')).toBeVisible();
  }
});

test('advancing the clock 31 minutes from the console closes an unpaid order in the shop', async ({
  page,
  context,
  mockUrl,
  a11y,
}) => {
  test.setTimeout(150_000);
  const sandbox = await useSandbox(page, { scenario: 'new-user' });
  try {
    const orderNo = await buyNow(page);
    const console = await context.newPage();
    await openConsole(console, mockUrl);
    await console.getByRole('combobox', { name: '操作对象' }).selectOption(sandbox.id);
    await console.getByRole('tab', { name: '时钟' }).click();
    await console.getByRole('button', { name: '31 分钟' }).click();
    // What falls due is listed before the advance.
    await expect(console.locator('ul.due')).toContainText(`订单 ${orderNo} 超时未付款`);
    await a11y.check('console: clock', console);
    await console.getByRole('button', { name: '前进', exact: true }).click();
    await expect(console.locator('p.status')).toContainText('时间已前进');

    await page.clock.setSystemTime(await sandbox.now());
    await page.goto('/orders');
    await expect(page.getByRole('main').getByRole('article', { name: `订单 ${orderNo}` })).toContainText(
      '已取消',
    );
    expect((await sandbox.now()) - Date.now()).toBeGreaterThan(30 * MINUTE);
  } finally {
    await sandbox.dispose();
  }
});

test('a sandbox made in the console opens the shop inside it', async ({ context, mockUrl, a11y }) => {
  test.setTimeout(120_000);
  const console = await context.newPage();
  await openConsole(console, mockUrl);
  await console.getByRole('tab', { name: '场景与沙箱' }).click();
  await console
    .locator('li[data-scenario="new-user"]')
    .getByRole('button', { name: '用此场景建沙箱' })
    .click();
  const made = console.locator('.made');
  await expect(made).toContainText('x-mock-sandbox: console-');
  const id = /x-mock-sandbox: (console-[a-z0-9]+)/.exec((await made.textContent()) ?? '')![1]!;
  await expect(console.locator(`tr[data-sandbox="${id}"]`)).toBeVisible();
  await a11y.check('console: scenarios and sandboxes', console);
  try {
    const [shop] = await Promise.all([
      context.waitForEvent('page'),
      made.getByRole('link', { name: '在沙箱中打开商城' }).click(),
    ]);
    await shop.waitForLoadState();
    await expect(shop.getByRole('main')).toBeVisible();
    // The shop's own calls went to the sandbox.
    await expect
      .poll(
        async () =>
          (await mockJournal(shop.request, mockUrl, '/api/', id)).filter(
            (e) => (e as { sandbox?: string }).sandbox === id,
          ).length,
      )
      .toBeGreaterThan(0);
    await expect(console.getByText(`本浏览器的商城当前在沙箱 ${id} 中`)).toBeVisible();
    await shop.close();
  } finally {
    await console.getByRole('button', { name: '退出沙箱' }).click();
    await console.locator(`tr[data-sandbox="${id}"]`).getByRole('button', { name: '删除' }).click();
    await expect(console.locator(`tr[data-sandbox="${id}"]`)).toHaveCount(0);
  }
  await console.getByRole('tab', { name: '数据' }).click();
  await expect(console.locator('table.orders')).toBeVisible();
  await a11y.check('console: data', console);
  await console.goto(`${mockUrl}/__mock/console?lang=en`);
  await expect(console.getByRole('tab', { name: 'Requests' })).toBeVisible();
});

test('the console shows a sandbox’s SMS codes live under 消息 and sets its next payment under 数据', async ({
  context,
  mockUrl,
  a11y,
}) => {
  test.setTimeout(90_000);
  const id = `console-msg-${Date.now()}`;
  const headers = { 'x-mock-sandbox': id };
  const made = await context.request.get(`${mockUrl}/__mock/clock`, { headers });
  expect(made.ok()).toBe(true);
  const console = await context.newPage();
  try {
    await openConsole(console, mockUrl);
    await console.getByRole('combobox', { name: '操作对象' }).selectOption(id);
    await console.getByRole('tab', { name: '消息' }).click();
    await expect(console.locator('table.messages')).toContainText('还没有发送过验证码');
    // A code sent while the tab is open shows up by itself.
    const mobile = `139${String(Date.now() % 1e8).padStart(8, '0')}`;
    const sent = await context.request.post(`${mockUrl}${catalogue.appSendSMS.path}`, {
      headers: {
        ...headers,
        'content-type': 'application/x-www-form-urlencoded',
        'domo-custom': encodeCustomHeader({}),
      },
      data: encodeForm({ mobile, scene: 'register', reqId: newReqId() }),
    });
    const code = /(\d{6})/.exec(((await sent.json()) as { msg: string }).msg)![1]!;
    const row = console.locator('table.messages tbody tr').first();
    await expect(row).toContainText(mobile, { timeout: 10_000 });
    await expect(row).toContainText(code);
    await expect(row).toContainText('注册');
    await a11y.check('console: messages', console);

    // The journal filtered by the sandbox shows that sandbox's own entries.
    await console.getByRole('tab', { name: '请求日志' }).click();
    const filter = console.getByRole('searchbox', { name: '沙箱' });
    await filter.fill(id);
    await filter.press('Enter');
    const entries = console.locator('table.entries tbody tr[data-seq]');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toHaveAttribute('data-operation', 'appSendSMS');

    await console.getByRole('tab', { name: '数据' }).click();
    const form = console.getByRole('form', { name: '支付结果' });
    await form.getByRole('combobox', { name: '下一次支付' }).selectOption('fail');
    await form.getByRole('button', { name: '设定' }).click();
    await expect(console.getByRole('status')).toContainText('已设定支付结果');
    const plans = await context.request.get(`${mockUrl}/__mock/payments?sandbox=${id}`);
    expect(((await plans.json()) as { result: { plans: Array<{ outcome: string }> } }).result.plans).toEqual([
      expect.objectContaining({ outcome: 'fail', orderId: 0 }),
    ]);
  } finally {
    await context.request.delete(`${mockUrl}/__mock/sandboxes/${id}`, { headers: { 'x-mock-admin': '1' } });
  }
});
