// Login by SMS code on the phone: a login-only page sends the visitor to /m/login, the tab
// 验证码登录 sends a code for login (read here from the mock's message list, as a phone would
// receive it), a wrong code is said in Chinese at its field, the right one logs in and comes back.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { SANDBOX_HEADER, useSandbox, type Sandbox } from '../support/sandbox.js';
import { DEMO } from '../support/session.js';
import { smallTapTargets } from '../support/sizes.js';

interface SentMessage {
  scene: string;
  code: string;
  valid: boolean;
}

/** The newest still valid login code the mock sent to `mobile` in the sandbox. */
async function loginCodeSent(page: Page, mockUrl: string, sandbox: Sandbox, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const reply = await page.request.get(`${mockUrl}/__mock/messages?mobile=${mobile}`, {
        headers: { [SANDBOX_HEADER]: sandbox.id },
      });
      const body = (await reply.json()) as { result: { messages: SentMessage[] } };
      code = body.result.messages.find((m) => m.scene === 'login' && m.valid)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

test('a shopper logs in with an SMS code and comes back to the page that asked @android', async ({
  page,
  a11y,
  mockUrl,
}) => {
  const sandbox = await useSandbox(page);
  try {
    const main = page.getByRole('main');
    await page.goto('/m/coupons');
    await expect(page).toHaveURL(`/m/login?redirect=${encodeURIComponent('/m/coupons')}`);

    await main.getByRole('tab', { name: '验证码登录' }).click();
    await expect(main.getByRole('tab', { name: '验证码登录' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('textbox', { name: '密码' })).toHaveCount(0);
    // The tabs and 获取验证码 are 44×44 targets as every control (sizes.e2e.ts sees the first tab only).
    expect(await smallTapTargets(page)).toEqual([]);
    await main.getByRole('textbox', { name: '手机号' }).fill(DEMO.mobile);
    await main.getByRole('button', { name: '获取验证码' }).click();
    await expect(main.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    const code = await loginCodeSent(page, mockUrl, sandbox, DEMO.mobile);
    await a11y.check('login by SMS code, code sent');

    // A wrong code: the refusal in Chinese at the code field, and the shopper stays.
    const wrong = code === '000000' ? '111111' : '000000';
    await main.getByRole('textbox', { name: '验证码' }).fill(wrong);
    await main.getByRole('button', { name: '登录', exact: true }).click();
    await expect(main.getByText('验证码错误')).toBeVisible();
    await expect(main.getByRole('textbox', { name: '验证码' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);

    await main.getByRole('textbox', { name: '验证码' }).fill(code);
    await main.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL('/m/coupons');
    await expect(main.getByRole('tab', { name: /未使用/ })).toBeVisible();
  } finally {
    await sandbox.dispose();
  }
});
