// The product page's 评价: how many and the good rate, the first reviews, and 查看全部 opening every
// review in a sheet that pages as it scrolls; Android's back closes the sheet and stays on the goods.
import { test, expect } from '../support/fixtures.js';
import { useSandbox } from '../support/sandbox.js';

test('评价 shows the count, the good rate and the first reviews; 查看全部 lists them all @android', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await page.goto('/m/goods/1001');
    const reviews = main.getByRole('region', { name: /^评价/ });
    await expect(reviews.getByRole('heading', { name: /^评价\(\d+\)\s*好评率\d+(\.\d+)?%$/ })).toBeVisible();
    const count = Number(/评价\((\d+)\)/.exec((await reviews.getByRole('heading').textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(3);
    await expect(reviews.getByTestId('goods-review')).toHaveCount(3);

    await reviews.getByRole('button', { name: /查看全部/ }).click();
    const sheet = page.getByRole('dialog', { name: '全部评价' });
    await expect(sheet).toBeVisible();
    await a11y.check('all reviews');
    const listed = sheet.getByTestId('goods-review');
    await expect.poll(() => listed.count()).toBeGreaterThan(3);
    // Scrolled to its foot, the sheet pages on until every review is in.
    for (let i = 0; i < 10 && (await listed.count()) < count; i++) {
      await listed.last().scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
    }
    await expect(listed).toHaveCount(count);
    await expect(sheet.getByText('没有更多了')).toBeVisible();

    await page.goBack();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/m\/goods\/1001$/);
  } finally {
    await sandbox.dispose();
  }
});
