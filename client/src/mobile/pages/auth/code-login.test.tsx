// /m/login, tab 验证码登录: only a registered mobile gets a code (scene login), the countdown runs,
// the login sends mobile + code and goes back to `redirect`; a wrong code is said at its field.
import { MOBILE_UNKNOWN_MESSAGE } from '@storefront/contracts';
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
import LoginPage from './login-page';

afterEach(resetHarness);

const SENT = new OkWithMessage(
  { mobile: '13800138000', expiresIn: 300, resendIn: 60 },
  '验证码已发送（演示环境）：135790',
);
const stubs = (over: ApiStubs = {}): ApiStubs => ({
  checkRegMobile: { registered: true },
  appSendSMS: SENT,
  mobileAndPasswordToLogin: { ...TEST_USER, loginTime: Date.now() },
  ...over,
});

const openCodeTab = () => fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
const sendCode = () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));

describe('mobile login by SMS code', () => {
  it('shows the password form first and the code form on its tab', () => {
    renderPage(LoginPage, { url: '/login', stubs: stubs() });
    expect(screen.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('密码')).toBeInTheDocument();
    openCodeTab();
    expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText('密码')).not.toBeInTheDocument();
    expect(screen.getByLabelText('验证码')).toBeInTheDocument();
  });

  it('sends no code to an unregistered mobile and says so at the field', async () => {
    const view = renderPage(LoginPage, {
      url: '/login',
      stubs: stubs({ checkRegMobile: { registered: false } }),
    });
    openCodeTab();
    await userEvent.type(screen.getByLabelText('手机号'), '13912345678');
    sendCode();
    expect(await screen.findByText(MOBILE_UNKNOWN_MESSAGE)).toBeInTheDocument();
    expect(view.callsOf('appSendSMS')).toHaveLength(0);
  });

  it('sends a login code, counts down, logs in with the code and goes back to `redirect`', async () => {
    const view = renderPage(LoginPage, { url: '/login?redirect=%2Fm%2Fcart', stubs: stubs() });
    openCodeTab();
    await userEvent.type(screen.getByLabelText('手机号'), '13800138000');
    sendCode();
    expect(await screen.findByText('验证码已发送（演示环境）：135790')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('验证码'), '135790');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(currentLocation()).toBe('/cart'));
    expect(view.callsOf('appSendSMS')).toEqual([{ mobile: '13800138000', scene: 'login' }]);
    expect(view.callsOf('mobileAndPasswordToLogin')).toEqual([{ mobile: '13800138000', code: '135790' }]);
    expect(isLoggedIn()).toBe(true);
  });

  it('says a wrong code at the code field and stays', async () => {
    renderPage(LoginPage, {
      url: '/login?redirect=%2Fm%2Fcart',
      stubs: stubs({ mobileAndPasswordToLogin: refuse('验证码错误') }),
    });
    openCodeTab();
    await userEvent.type(screen.getByLabelText('手机号'), '13800138000');
    await userEvent.type(screen.getByLabelText('验证码'), '000000');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(screen.getByLabelText('验证码')).toHaveAttribute('aria-invalid', 'true');
    expect(currentLocation()).toBe('/login?redirect=%2Fm%2Fcart');
    expect(isLoggedIn()).toBe(false);
  });
});
