// The demo account's login through the desktop's login form, as a person does it: the benches that
// measure login-only pages (lighthouse-all, mobile) sign in this way.
export const DEMO_ACCOUNT = { mobile: '13800138000', password: 'demo1234' };

/** Logs `page` in as the demo account; the session stays in the page's browser context. */
export async function logInDemo(page, serverUrl) {
  await page.goto(`${serverUrl}/userLogin?redirect=${encodeURIComponent('/home')}`);
  const form = page.getByRole('form', { name: '登录表单' });
  await form.getByRole('textbox', { name: '手机号' }).fill(DEMO_ACCOUNT.mobile);
  await form.getByRole('textbox', { name: '密码' }).fill(DEMO_ACCOUNT.password);
  await form.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => url.pathname === '/home');
}
