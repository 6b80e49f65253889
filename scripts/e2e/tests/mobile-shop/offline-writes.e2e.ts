// A phone write with the network gone (context.setOffline): 加入购物车 says 网络异常 within 10 s instead
// of waiting, paused, for the network; back online the same choice goes through once (one addCart).
import { test, expect } from '../support/fixtures.js';
import { chooseSku, phoneLogin } from '../support/phone.js';
import { useSandbox } from '../support/sandbox.js';
import { acceptedCalls } from '../support/session.js';

test('offline 加入购物车 on the phone fails within 10 s and goes through once back online', async ({
  page,
  request,
  mockUrl,
}) => {
  const sandbox = await useSandbox(page);
  const adds = () => acceptedCalls(request, mockUrl, '/api/goods/cart/addNew', sandbox.id);
  try {
    await phoneLogin(page, '/m/goods/1001');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const before = await adds();
    await page.getByRole('button', { name: '加入购物车' }).click();
    const sheet = await chooseSku(page);
    const confirm = sheet.getByRole('button', { name: /确定|加入购物车/ }).last();

    await page.context().setOffline(true);
    await confirm.click();
    await expect(page.getByText(/网络异常/).first()).toBeVisible({ timeout: 10_000 });
    await expect(confirm).toBeEnabled();
    await page.context().setOffline(false);
    await page.waitForTimeout(1_000); // a write paused while offline would go through now
    expect(await adds()).toBe(before);

    await confirm.click();
    await expect(page.getByText('已加入购物车')).toBeVisible();
    expect(await adds()).toBe(before + 1);
  } finally {
    await page.context().setOffline(false);
    await sandbox.dispose();
  }
});
