// 提醒我 on a goods whose flash sale is coming: a visitor is asked to log in and comes back to the
// goods; a shopper sets the reminder (the button turns to 取消提醒, and stays so on the next visit)
// and takes it back.
import { test, expect } from '../support/fixtures.js';
import { expectCalled } from '../support/expect-called.js';
import { submitPhoneLogin } from '../support/phone.js';
import { useSandbox } from '../support/sandbox.js';

test('提醒我 for a coming flash sale: login first, then on and off @android', async ({ page, a11y }) => {
  // flash-sale: 11:58 China time, the 10:00 session runs; the later ones are coming.
  const sandbox = await useSandbox(page, { scenario: 'flash-sale' });
  const main = page.getByRole('main');
  try {
    await page.goto('/m/flash');
    const coming = main.getByRole('tab', { name: /即将开始/ }).first();
    await coming.click();
    // The router renders the chosen tab in a transition: until then the panel still lists the running
    // session's goods, so the panel is read once it is the coming session's.
    await expect(coming).toHaveAttribute('aria-selected', 'true');
    const panel = main.getByRole('tabpanel', { name: /即将开始/ });
    await expect(panel.getByRole('link').first()).toBeVisible();
    const links = await panel.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    // The first goods of the coming session that runs in no session now: its page announces it.
    let found = '';
    for (const href of links.slice(0, 6)) {
      await page.goto(href!);
      await expect(main.getByTestId('goods-price')).toBeVisible();
      await a11y.check('a coming session’s goods');
      if (await main.getByRole('button', { name: '提醒我' }).isVisible()) {
        found = href!;
        break;
      }
    }
    expect(found, 'a goods of a coming session with 提醒我').not.toBe('');
    await expect(main.getByText('抢购预告')).toBeVisible();

    await main.getByRole('button', { name: '提醒我' }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
    await submitPhoneLogin(page);
    await expect(page).toHaveURL((url) => url.pathname === found);

    await main.getByRole('button', { name: '提醒我' }).click();
    await expect(main.getByRole('button', { name: '取消提醒' })).toBeVisible();
    await expect(page.getByText('已设置提醒，开抢前通知你')).toBeVisible();
    const goodsId = Number(found.split('/').pop());
    await expectCalled(sandbox, 'addMyRemind', { where: { goodsId } });
    await a11y.check('reminder set');
    await page.reload();
    await expect(main.getByRole('button', { name: '取消提醒' })).toBeVisible();

    await main.getByRole('button', { name: '取消提醒' }).click();
    await expect(main.getByRole('button', { name: '提醒我' })).toBeVisible();
    await expectCalled(sandbox, 'deleteMyRemind', { where: { goodsId } });
  } finally {
    await sandbox.dispose();
  }
});
