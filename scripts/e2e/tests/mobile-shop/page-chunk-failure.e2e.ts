// A phone page whose script cannot load (an old tab after a deploy: its chunk 404s): the page
// reloads itself once, then says 页面加载失败 with 重新加载, which fetches the page again in place once
// the script can load; it never reloads in a loop.
import type { Route } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { useSandbox } from '../support/sandbox.js';

test('a goods page whose chunk is gone reloads once, then says 页面加载失败 and 重新加载 works', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  const chunk = /\/assets\/goods-page-[\w-]+\.js$/;
  const gone = (route: Route) => route.fulfill({ status: 404, body: 'Not Found' });
  try {
    await page.goto('/m');
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    let documentLoads = 0;
    page.on('load', () => documentLoads++);
    await page.route(chunk, gone);

    await page.goto('/m/goods/1001');
    await expect(main.getByText(/页面加载失败/).first()).toBeVisible();
    const reload = main.getByRole('button', { name: '重新加载' });
    await expect(reload).toBeVisible();
    await page.waitForTimeout(1_500); // no reload loop: it stays on the message
    expect(documentLoads, 'the goto and one reload by itself').toBe(2);
    await a11y.check('goods chunk failure');

    await page.unroute(chunk, gone);
    await reload.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByText(/页面加载失败/)).toHaveCount(0);
  } finally {
    await sandbox.dispose();
  }
});
