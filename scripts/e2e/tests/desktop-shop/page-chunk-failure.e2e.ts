// A lazily loaded page whose script cannot load (an old tab after a deploy: the chunk is gone, or
// the network refuses it): the page reloads itself once, then says 页面加载失败 with 重新加载, which
// works once the script can load again; it never reloads in a loop.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { useSandbox } from '../support/sandbox.js';
import { loginAsDemo } from '../support/session.js';

const CASES = [
  { path: '/limitedTime', chunk: /\/assets\/limited-time-page-[\w-]+\.js$/, login: false, how: 'abort' },
  { path: '/orders', chunk: /\/assets\/orders-page-[\w-]+\.js$/, login: true, how: '404' },
  { path: '/Goods?id=1001', chunk: /\/assets\/goods-page-[\w-]+\.js$/, login: false, how: 'abort' },
] as const;

/** Refuses the page's chunk (aborted, or 404 as after a deploy) until the returned function is called. */
async function refuseChunk(page: Page, chunk: RegExp, how: 'abort' | '404') {
  const handler = (route: import('@playwright/test').Route) =>
    how === 'abort' ? route.abort('failed') : route.fulfill({ status: 404, body: 'Not Found' });
  await page.route(chunk, handler);
  return () => page.unroute(chunk, handler);
}

for (const { path, chunk, login, how } of CASES) {
  test(`${path}: a chunk refused (${how}) reloads once, then says 页面加载失败 and 重新加载 works`, async ({
    page,
    a11y,
  }) => {
    const sandbox = await useSandbox(page);
    const main = page.getByRole('main');
    try {
      if (login) await loginAsDemo(page, '/home');
      else await page.goto('/home');
      await expect(main).toBeVisible();
      let documentLoads = 0;
      page.on('load', () => documentLoads++);
      const allow = await refuseChunk(page, chunk, how);

      await page.goto(path);
      await expect(main.getByText('页面加载失败')).toBeVisible();
      const reload = main.getByRole('button', { name: '重新加载' });
      await expect(reload).toBeVisible();
      await page.waitForTimeout(1_500); // no reload loop: it stays on the message
      expect(documentLoads, 'the goto and one reload by itself').toBe(2);
      await a11y.check(`${path} chunk failure`);

      await allow();
      await reload.click();
      await expect(main.getByText('页面加载失败')).toHaveCount(0);
      await expect(main.getByRole('heading').first()).toBeVisible();
    } finally {
      await sandbox.dispose();
    }
  });
}
