// /m/register: a registered mobile is refused before a code is sent, the demo code from the send
// reply's msg is shown, a wrong code is said at its field, and a registration logs in and goes back.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isLoggedIn } from '../../../core/state/session';
import {
  currentLocation,
  OkWithMessage,
  refuse,
  renderPage,
  resetHarness,
  TEST_USER,
  type ApiStubs,
} from '../../../test/harness';
import { MOBILE_REGISTERED_MESSAGE } from '@storefront/contracts';
import RegisterPage from './register-page';

afterEach(resetHarness);

const SENT = new OkWithMessage(
  { mobile: '13912345678', expiresIn: 300, resendIn: 60 },
  '验证码已发送（演示环境）：246810',
);
const stubs = (over: ApiStubs = {}): ApiStubs => ({
  checkRegMobile: { registered: false },
  appSendSMS: SENT,
  newCheckSMS: { valid: true },
  registerS: { ...TEST_USER, loginTime: Date.now() },
  ...over,
});

const fill = async (code = '246810') => {
  await userEvent.type(screen.getByLabelText('手机号'), '13912345678');
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByText('验证码已发送（演示环境）：246810')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('验证码'), code);
  await userEvent.type(screen.getByLabelText('设置密码'), 'abc12345');
  await userEvent.type(screen.getByLabelText('确认密码'), 'abc12345');
};

describe('mobile register page', () => {
  it('refuses a registered mobile at its field and sends no code', async () => {
    const view = renderPage(RegisterPage, {
      url: '/register',
      stubs: stubs({ checkRegMobile: { registered: true } }),
    });
    await userEvent.type(screen.getByLabelText('手机号'), '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(MOBILE_REGISTERED_MESSAGE)).toBeInTheDocument();
    expect(view.callsOf('appSendSMS')).toHaveLength(0);
  });

  it('shows the demo code, counts down, and after the agreement registers and goes back to `redirect`', async () => {
    const view = renderPage(RegisterPage, { url: '/register?redirect=%2Fm%2Fcart', stubs: stubs() });
    await fill();
    expect(screen.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('请阅读并同意用户注册协议和隐私政策')).toBeInTheDocument();
    expect(view.callsOf('registerS')).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(currentLocation()).toBe('/cart'));
    expect(view.callsOf('appSendSMS')).toEqual([{ mobile: '13912345678', scene: 'register' }]);
    expect(view.callsOf('registerS')).toEqual([
      { mobile: '13912345678', code: '246810', password: 'abc12345' },
    ]);
    expect(isLoggedIn()).toBe(true);
  });

  it('says a wrong code at the code field and keeps the form', async () => {
    const view = renderPage(RegisterPage, {
      url: '/register',
      stubs: stubs({ newCheckSMS: refuse('验证码错误，还可尝试4次') }),
    });
    await fill('111111');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('验证码错误，还可尝试4次')).toBeInTheDocument();
    expect(screen.getByLabelText('验证码')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('设置密码')).toHaveValue('abc12345');
    expect(view.callsOf('registerS')).toHaveLength(0);
  });

  it('refuses a password without a digit and two different passwords', async () => {
    renderPage(RegisterPage, { url: '/register', stubs: stubs() });
    await userEvent.type(screen.getByLabelText('设置密码'), 'abcdefgh');
    await userEvent.type(screen.getByLabelText('确认密码'), 'abcdefgi');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText(/须同时包含字母和数字/)).toBeInTheDocument();
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
  });
});

describe('mobile register page while logged in', () => {
  it('moves on to `redirect` at once', async () => {
    renderPage(RegisterPage, { url: '/register?redirect=%2Fm%2Fcoupons', loggedIn: true, stubs: stubs() });
    await waitFor(() => expect(currentLocation()).toBe('/coupons'));
  });
});
