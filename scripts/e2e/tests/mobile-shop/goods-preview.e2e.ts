// The product's pictures full screen: a tap on the main picture opens the preview at it, a swipe
// shows the next one, 关闭 closes it, and Android's back closes it without leaving the goods.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { useSandbox } from '../support/sandbox.js';

/** A finger swipe from right to left across `area`: Chromium's touch events, as a phone sends them. */
async function swipeLeft(page: Page, area: Locator) {
  const box = (await area.boundingBox())!;
  const y = Math.round(box.y + box.height / 2);
  const from = Math.round(box.x + box.width * 0.8);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from - step * Math.round(box.width * 0.06), y }],
    });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a tap on the picture opens the preview; it swipes, closes, and back closes it @android', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  try {
    await page.goto('/m/goods/1001');
    await page.getByRole('button', { name: /^查看大图 1\// }).click();
    const preview = page.getByRole('dialog', { name: '图片预览' });
    await expect(preview).toBeVisible();
    await expect(page).toHaveURL(/[?&]preview=0/);
    const count = preview.getByTestId('preview-count');
    await expect(count).toHaveText(/^1\/\d+$/);
    await a11y.check('picture preview');

    // A swipe shows the next picture.
    await swipeLeft(page, preview);
    await expect(count).toHaveText(/^2\/\d+$/);

    await preview.getByRole('button', { name: '关闭' }).click();
    await expect(preview).toBeHidden();
    await expect(page).toHaveURL(/\/m\/goods\/1001$/);

    // Back (Android's button) closes an open preview and stays on the goods.
    await page.getByRole('button', { name: /^查看大图 2\// }).click();
    await expect(preview).toBeVisible();
    await expect(count).toHaveText(/^2\/\d+$/);
    await page.goBack();
    await expect(preview).toBeHidden();
    await expect(page).toHaveURL(/\/m\/goods\/1001$/);
    await expect(page.getByRole('button', { name: '加入购物车' })).toBeVisible();
  } finally {
    await sandbox.dispose();
  }
});
