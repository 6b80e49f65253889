// Login, sign-up and the session's end (see docs/product-rules.md): a protected page sends a visitor to log in and back
// afterwards; sign-up with the SMS code from the send reply; a login older than 24 h is sent to log in
// again; a code-52 reply ends the session once with 登录状态已失效 and keeps the shopper on a public page.
import { SESSION_TTL_MS, STORAGE_KEYS } from '@storefront/contracts';
import { test, expect } from './support/fixtures.js';
import {
  DEMO,
  freshMobile,
  loginAsDemo,
  mockAdmin,
  mockJournal,
  sessionToken,
  submitLogin,
} from './support/session.js';

test('a protected page sends a visitor to log in, and back there after logging in', async ({
  page,
  a11y,
}) => {
  await page.goto('/shoppingCart');
  await expect(page).toHaveURL(/\/userLogin\?redirect=%2FshoppingCart$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '账号登录' })).toBeVisible();
  await expect(page).toHaveTitle(/登录/);

  // The form validates before it sends anything (see docs/product-rules.md).
  const form = page.getByRole('form', { name: '登录表单' });
  await form.getByRole('button', { name: '登录' }).click();
  await expect(form.getByText('请输入手机号')).toBeVisible();
  await form.getByRole('textbox', { name: '手机号' }).fill('12345');
  await form.getByRole('button', { name: '登录' }).click();
  await expect(form.getByText('请输入正确的11位手机号')).toBeVisible();
  await a11y.check('login form with errors');

  // A wrong password is refused and the form keeps what was typed.
  await submitLogin(page, DEMO.mobile, 'wrong1234');
  await expect(page).toHaveURL(/\/userLogin/);
  await expect(form.getByRole('textbox', { name: '手机号' })).toHaveValue(DEMO.mobile);

  await submitLogin(page);
  await expect(page).toHaveURL(/\/shoppingCart$/);
  await expect(page.getByText(`您好，${DEMO.nickname}`)).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await a11y.check();

  // The login page makes no sense while logged in.
  await page.goto('/userLogin');
  await expect(page).toHaveURL(/\/home$/);
});

test('a visitor signs up with the SMS code the send reply shows, and is logged in', async ({
  page,
  a11y,
}) => {
  await page.goto('/home');
  await page.getByRole('link', { name: '请登录' }).click();
  await page.getByRole('link', { name: '没有账号？立即注册' }).click();
  await expect(page).toHaveURL(/\/signUp/);
  const form = page.getByRole('form', { name: '注册表单' });
  await expect(page.getByRole('heading', { level: 1, name: '注册新账号' })).toBeVisible();

  // Nothing is sent for an invalid number.
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByText('请输入手机号')).toBeVisible();

  const mobile = freshMobile();
  await form.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await form.getByRole('button', { name: '获取验证码' }).click();
  // The demo has no SMS gateway: the reply's msg carries the code and the form shows it.
  const notice = form.getByText(/验证码.*\d{6}/);
  await expect(notice).toBeVisible();
  const code = /(\d{6})/.exec((await notice.textContent()) ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  // One SMS per minute: the button counts down.
  await expect(form.getByRole('button', { name: /重新发送\(\d+s\)/ })).toBeDisabled();

  await form.getByRole('textbox', { name: '短信验证码' }).fill(code);
  await form.getByRole('textbox', { name: '设置密码' }).fill('abc123');
  await form.getByRole('textbox', { name: '确认密码' }).fill('abc124');
  await form.getByRole('button', { name: '注册' }).click();
  await expect(form.getByText('两次输入的密码不一致')).toBeVisible();
  await expect(form.getByText('请阅读并同意用户协议和隐私政策')).toBeVisible();
  await a11y.check('sign-up form with errors');

  await form.getByRole('textbox', { name: '确认密码' }).fill('abc123');
  await form.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await form.getByRole('button', { name: '注册' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(`您好，用户${mobile.slice(-4)}`)).toBeVisible();
  const logout = page.getByRole('navigation', { name: '我的' }).getByRole('button', { name: '退出' });
  await expect(logout).toBeVisible();

  // The new account logs in with its password after logging out.
  await logout.click();
  await expect(page).toHaveURL(/\/userLogin/);
  await expect(page.getByText('已退出登录')).toBeVisible();
  await submitLogin(page, mobile, 'abc123');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(`您好，用户${mobile.slice(-4)}`)).toBeVisible();
  await a11y.check('logged in');
});

test('a login older than 24 hours is cleared and sent to log in', async ({ page }) => {
  await loginAsDemo(page, '/home');
  // Move the login timestamp back 25 hours, as if the user came back the next day.
  await page.evaluate(([key, age]) => window.localStorage.setItem(key, String(Date.now() - age)), [
    STORAGE_KEYS.loginTime,
    SESSION_TTL_MS + 60 * 60 * 1000,
  ] as const);
  await page.goto('/shoppingCart');
  await expect(page).toHaveURL(/\/userLogin\?redirect=%2FshoppingCart$/);
  await expect(page.getByRole('link', { name: '请登录' })).toBeVisible();
  await expect(page.getByText(`您好，${DEMO.nickname}`)).toHaveCount(0);
  const cookies = (await page.context().cookies()).map((c) => c.name);
  expect(cookies).not.toContain(STORAGE_KEYS.tokenCookie);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.loginTime)).toBeNull();

  // A fresh login works again and returns to the page.
  await submitLogin(page);
  await expect(page).toHaveURL(/\/shoppingCart$/);
});

test('a session the server no longer knows (code 52) ends once with 登录状态已失效, the shopper staying on /home', async ({
  page,
  request,
  mockUrl,
}) => {
  await loginAsDemo(page, '/home');
  const token = await sessionToken(page);
  const expired = (await mockAdmin(request, mockUrl, '/sessions/expire', { token })) as { expired: number };
  expect(expired.expired).toBe(1);
  const before = (await mockJournal(request, mockUrl, '/api/', ''))[0]?.seq ?? 0;

  // On a new page load the header asks for the cart count, the message totals and the profile at once:
  // every one of them answers 52, and the session ends once; /home is open to visitors, so the shopper stays.
  await page.reload();
  const toast = page.getByText('登录状态已失效');
  await expect(toast).toBeVisible();
  await expect(page.getByRole('link', { name: '请登录' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('已退出登录')).toHaveCount(0);
  await page.waitForTimeout(1000); // late 52 replies must not log out (or toast) again
  await expect(toast).toHaveCount(1);
  const replies52 = (await mockJournal(request, mockUrl, '/api/', '')).filter(
    (entry) => entry.seq > before && entry.code === '52',
  );
  expect(replies52.length, 'several calls were answered 52').toBeGreaterThanOrEqual(2);
  const cookies = (await page.context().cookies()).map((c) => c.name);
  expect(cookies).not.toContain(STORAGE_KEYS.tokenCookie);
});
