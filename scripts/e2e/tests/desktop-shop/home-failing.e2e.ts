// /home with every call of the shop failing (a sandbox's fault rule on every API call): one
// failure with 重新加载 for the page, not one per floor; once the calls answer, 重新加载 brings
// the floors back.
import { test, expect } from '../support/fixtures.js';
import { useSandbox } from '../support/sandbox.js';
import { addFault, clearFaults } from './shop.js';

test('with every call failing /home says so once, and 重新加载 brings it back', async ({
  page,
  a11y,
  mockUrl,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await addFault(page, mockUrl, sandbox, { pathPrefix: '/api/', effect: '500' });
    await page.goto('/home');
    const failure = main.getByRole('alert').filter({ hasText: '页面加载失败，请检查网络后重试' });
    await expect(failure).toBeVisible();
    // Give every floor its time to fail: still the one block.
    await page.waitForLoadState('networkidle');
    await expect(main.getByRole('alert')).toHaveCount(1);
    await a11y.check('every call failing');

    await clearFaults(page, mockUrl, sandbox);
    await failure.getByRole('button', { name: '重新加载' }).click();
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expect(main.getByRole('heading', { name: /热销爆品/ })).toBeVisible();
  } finally {
    await sandbox.dispose();
  }
});
