// /m/login: the shop's validators answer bad input in Chinese before any call; a login goes back to
// `redirect` (only inside the mobile shop); a refusal or a network failure keeps what was typed.
import { MESSAGES } from '@storefront/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isLoggedIn } from '../../../core/state/session';
import {
  currentLocation,
  NETWORK_DOWN,
  refuse,
  renderPage,
  resetHarness,
  TEST_USER,
} from '../../../test/harness';
import LoginPage from './login-page';

afterEach(resetHarness);

const session = { ...TEST_USER, loginTime: Date.now() };
const mobileBox = () => screen.getByLabelText('手机号');
const passwordBox = () => screen.getByLabelText('密码');
const submit = () => fireEvent.click(screen.getByRole('button', { name: '登录' }));

describe('mobile login page', () => {
  it('asks for both fields in Chinese and calls nothing when they are empty', async () => {
    const view = renderPage(LoginPage, { url: '/login', stubs: { mobileAndPasswordToLogin: session } });
    submit();
    expect(await screen.findByText(MESSAGES.mobileRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(mobileBox()).toHaveAttribute('aria-invalid', 'true');
    expect(view.callsOf('mobileAndPasswordToLogin')).toHaveLength(0);
  });

  it('refuses a bad mobile number and a password outside the shop’s rule', async () => {
    const view = renderPage(LoginPage, { url: '/login', stubs: { mobileAndPasswordToLogin: session } });
    await userEvent.type(mobileBox(), '12345678901');
    await userEvent.type(passwordBox(), 'abcdef');
    submit();
    expect(await screen.findByText(MESSAGES.mobileInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordInvalid)).toBeInTheDocument();
    expect(view.callsOf('mobileAndPasswordToLogin')).toHaveLength(0);
  });

  it('logs in and goes back to the mobile page in `redirect`', async () => {
    const view = renderPage(LoginPage, {
      url: `/login?redirect=${encodeURIComponent('/m/goods/5?from=cart')}`,
      stubs: { mobileAndPasswordToLogin: session },
    });
    await userEvent.type(mobileBox(), '13800138000');
    await userEvent.type(passwordBox(), 'demo1234');
    submit();
    await waitFor(() => expect(currentLocation()).toBe('/goods/5?from=cart'));
    expect(view.callsOf('mobileAndPasswordToLogin')).toEqual([
      { mobile: '13800138000', password: 'demo1234' },
    ]);
    expect(isLoggedIn()).toBe(true);
  });

  it.each(['https://evil.example/m/cart', '//evil.example', '/home'])(
    'goes to the mobile home instead of redirect=%s',
    async (redirect) => {
      renderPage(LoginPage, {
        url: `/login?redirect=${encodeURIComponent(redirect)}`,
        stubs: { mobileAndPasswordToLogin: session },
      });
      await userEvent.type(mobileBox(), '13800138000');
      await userEvent.type(passwordBox(), 'demo1234');
      submit();
      await waitFor(() => expect(currentLocation()).toBe('/'));
    },
  );

  it('says the server’s refusal and keeps what was typed', async () => {
    renderPage(LoginPage, {
      url: '/login',
      stubs: { mobileAndPasswordToLogin: refuse('手机号或密码错误，还可尝试4次') },
    });
    await userEvent.type(mobileBox(), '13800138000');
    await userEvent.type(passwordBox(), 'wrong123');
    submit();
    expect(await screen.findByText('手机号或密码错误，还可尝试4次')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(mobileBox()).toHaveValue('13800138000');
    expect(passwordBox()).toHaveValue('wrong123');
    expect(isLoggedIn()).toBe(false);
  });

  it('on a network failure says so in Chinese, keeps the input and logs in on 重试', async () => {
    let online = false;
    const view = renderPage(LoginPage, {
      url: '/login?redirect=%2Fm%2Fme',
      stubs: { mobileAndPasswordToLogin: () => (online ? session : NETWORK_DOWN) },
    });
    await userEvent.type(mobileBox(), '13800138000');
    await userEvent.type(passwordBox(), 'demo1234');
    submit();
    expect(await screen.findByText('网络异常，请检查网络后重试')).toBeInTheDocument();
    expect(mobileBox()).toHaveValue('13800138000');
    online = true;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(currentLocation()).toBe('/me'));
    expect(view.callsOf('mobileAndPasswordToLogin')).toHaveLength(2);
  });

  it('moves on at once when already logged in', async () => {
    renderPage(LoginPage, { url: '/login?redirect=%2Fm%2Fcart', loggedIn: true });
    await waitFor(() => expect(currentLocation()).toBe('/cart'));
  });
});
