// The phone shop's account pages as a new shopper uses them: register with the SMS code the demo
// shows, see 我的, add an address through the area cascader (bad input answered in Chinese first),
// take a coupon in 领券中心, log out and log in again back to the page that asked for it.
import { test, expect } from '../support/fixtures.js';
import { expectNoSidewaysScroll, submitPhoneLogin } from '../support/phone.js';
import { useSandbox } from '../support/sandbox.js';

test('a new shopper registers, adds an address with the cascader, takes a coupon, logs out and back in @android', async ({
  page,
  a11y,
}) => {
  test.setTimeout(120_000);
  const sandbox = await useSandbox(page);
  try {
    const main = page.getByRole('main');
    const mobile = `139${String(Date.now()).slice(-8)}`;

    // 注册: the code arrives in the send reply's message, shown under the field.
    await page.goto('/m/me');
    await main.getByRole('link', { name: '注册' }).click();
    await expect(page).toHaveURL(/\/m\/register\?redirect=%2Fm%2Fme$/);
    await main.getByRole('textbox', { name: '手机号' }).fill('1234');
    await main.getByRole('button', { name: '获取验证码' }).click();
    await expect(main.getByText('请输入正确的11位手机号')).toBeVisible();
    await main.getByRole('textbox', { name: '手机号' }).fill(mobile);
    await main.getByRole('button', { name: '获取验证码' }).click();
    const notice = await main.getByText(/验证码已发送/).textContent();
    const code = /(\d{6})/.exec(notice ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await expect(main.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await main.getByRole('textbox', { name: '验证码' }).fill(code);
    await main.getByRole('textbox', { name: '设置密码' }).fill('abc12345');
    await main.getByRole('textbox', { name: '确认密码' }).fill('abc12345');
    await main.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await a11y.check('register filled');
    await main.getByRole('button', { name: '注册', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/me$/);
    await expect(main.getByRole('button', { name: '退出登录' })).toBeVisible();
    await expect(main.getByRole('link', { name: '待付款' })).toHaveAttribute(
      'href',
      '/m/orders?state=waitPay',
    );

    // 收货地址 → 新增: every problem said at its field, then the cascader.
    await main.getByRole('link', { name: '收货地址' }).click();
    await expect(main.getByText('还没有收货地址')).toBeVisible();
    await page.getByRole('link', { name: '新增收货地址' }).first().click();
    await expect(page).toHaveURL(/\/m\/addresses\/new$/);
    await main.getByRole('textbox', { name: '手机号码' }).fill('1380013');
    await main.getByRole('button', { name: '保存' }).click();
    await expect(main.getByText('请填写收货人')).toBeVisible();
    await expect(main.getByText(/请输入正确的手机号或固定电话/)).toBeVisible();
    await expect(main.getByText('请选择所在地区')).toBeVisible();
    await expect(main.getByText('请填写详细地址')).toBeVisible();
    await main.getByRole('textbox', { name: '收货人' }).fill('王小明');
    await main.getByRole('textbox', { name: '手机号码' }).fill('021-12345678');
    await main.getByRole('button', { name: /所在地区/ }).click();
    const cascader = page.getByRole('dialog', { name: '选择所在地区' });
    await a11y.check('area cascader');
    for (const name of ['广东省', '深圳市', '南山区'])
      await cascader.getByRole('list').getByRole('button', { name, exact: true }).click();
    await expect(cascader).toBeHidden();
    await expect(main.getByRole('button', { name: /所在地区 广东省 深圳市 南山区/ })).toBeVisible();
    await main.getByRole('textbox', { name: '详细地址' }).fill('科技园南路88号2栋301');
    await expectNoSidewaysScroll(page);
    await main.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/\/m\/addresses$/);
    await expect(main.getByText('广东省 深圳市 南山区 科技园南路88号2栋301')).toBeVisible();

    // 优惠券 → 领券中心 → 领取; it then counts among the unused ones.
    await page.goto('/m/me');
    await main.getByRole('link', { name: '优惠券' }).click();
    await main.getByRole('tab', { name: '领券中心' }).click();
    await expect(page).toHaveURL(/\/m\/coupons\?state=take$/);
    const take = main.getByRole('button', { name: /^领取 / }).first();
    const name = ((await take.getAttribute('aria-label')) ?? '').replace(/^领取 /, '');
    await take.click();
    await expect(main.getByRole('article', { name }).getByText('已领取')).toBeVisible();
    await a11y.check('coupons taken');
    await main.getByRole('tab', { name: /未使用/ }).click();
    await expect(main.getByRole('article', { name })).toBeVisible();

    // 退出登录, then a login-only link brings the login page, which comes back to it.
    await page.goto('/m/me');
    await main.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/me');
    await main.getByRole('link', { name: '收货地址' }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Faddresses$/);
    await main.getByRole('textbox', { name: '密码' }).fill('abc');
    await main.getByRole('button', { name: '登录', exact: true }).click();
    await expect(main.getByText('请输入手机号')).toBeVisible();
    await expect(main.getByText(/密码为6-20位字母和数字组合/)).toBeVisible();
    await submitPhoneLogin(page, mobile, 'abc12345');
    await expect(page).toHaveURL(/\/m\/addresses$/);
    await expect(main.getByText('王小明')).toBeVisible();
  } finally {
    await sandbox.dispose();
  }
});

test('a forgotten password is reset with the SMS code, then the login takes the new one', async ({
  page,
  a11y,
}) => {
  const sandbox = await useSandbox(page);
  try {
    const main = page.getByRole('main');
    await page.goto('/m/login');
    await main.getByRole('link', { name: '忘记密码？' }).click();
    await expect(page).toHaveURL(/\/m\/password-reset$/);
    await main.getByRole('textbox', { name: '手机号' }).fill('13912340000');
    await main.getByRole('button', { name: '获取验证码' }).click();
    await expect(main.getByText('该手机号未注册')).toBeVisible();
    await main.getByRole('textbox', { name: '手机号' }).fill('13800138000');
    await main.getByRole('button', { name: '获取验证码' }).click();
    const code = /(\d{6})/.exec((await main.getByText(/验证码已发送/).textContent()) ?? '')?.[1] ?? '';
    await main.getByRole('textbox', { name: '验证码' }).fill(code);
    await main.getByRole('textbox', { name: '新密码' }).fill('new12345');
    await main.getByRole('textbox', { name: '确认密码' }).fill('new12345');
    await a11y.check();
    await main.getByRole('button', { name: '重置密码' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(main.getByRole('textbox', { name: '手机号' })).toHaveValue('13800138000');
    await main.getByRole('textbox', { name: '密码' }).fill('new12345');
    await main.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/m$/);
  } finally {
    await sandbox.dispose();
  }
});
