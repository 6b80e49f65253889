import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getIdentity } from '../../../core/state/session';
import {
  currentLocation,
  invalid,
  mockApi,
  refuse,
  renderPage,
  resetHarness,
  TEST_USER,
} from '../../../test/harness';
import UserLoginPage from './user-login-page';

let api: ReturnType<typeof mockApi>;
afterEach(() => {
  api?.restore();
  resetHarness();
});

const fill = async (mobile: string, password: string) => {
  const user = userEvent.setup();
  if (mobile) await user.type(screen.getByLabelText('手机号'), mobile);
  if (password) await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
  return user;
};

describe('/userLogin', () => {
  it('shows the validation messages and sends nothing for a bad mobile or password', async () => {
    api = mockApi({});
    renderPage(<UserLoginPage />, '/userLogin');
    await fill('', '');
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    await fill('12345678901', 'abc');
    expect(await screen.findByText('请输入正确的11位手机号')).toBeInTheDocument();
    expect(screen.getByText(/密码为6-20位字母和数字组合/)).toBeInTheDocument();
    expect(api.callsOf('mobileAndPasswordToLogin')).toHaveLength(0);
  });

  it('logs in, stores the session and goes to the redirect query', async () => {
    api = mockApi({ mobileAndPasswordToLogin: { ...TEST_USER, loginTime: Date.now() } });
    renderPage(<UserLoginPage />, '/userLogin?redirect=%2Forders%3Ftab%3DwaitPay');
    await fill('13800138000', 'demo1234');
    await waitFor(() => expect(currentLocation()).toBe('/orders?tab=waitPay'));
    expect(api.callsOf('mobileAndPasswordToLogin')[0]).toEqual({
      mobile: '13800138000',
      password: 'demo1234',
    });
    expect(getIdentity()).toEqual({ uid: '7', token: TEST_USER.token });
  });

  it('ignores a redirect to another site and goes home', async () => {
    api = mockApi({ mobileAndPasswordToLogin: { ...TEST_USER, loginTime: Date.now() } });
    renderPage(<UserLoginPage />, '/userLogin?redirect=%2F%2Fevil.example');
    await fill('13800138000', 'demo1234');
    await waitFor(() => expect(currentLocation()).toBe('/home'));
  });

  it('keeps what was typed and shows the 02 refusal when the password is wrong', async () => {
    api = mockApi({ mobileAndPasswordToLogin: refuse('手机号或密码错误，还可尝试4次') });
    renderPage(<UserLoginPage />, '/userLogin');
    await fill('13800138000', 'wrong123');
    expect(await screen.findByText('手机号或密码错误，还可尝试4次')).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toHaveValue('13800138000');
    expect(screen.getByLabelText('密码')).toHaveValue('wrong123');
    expect(currentLocation()).toBe('/userLogin');
  });

  it('puts a 03 field error next to its field', async () => {
    api = mockApi({ mobileAndPasswordToLogin: invalid({ mobile: '请输入正确的11位手机号（服务端）' }) });
    renderPage(<UserLoginPage />, '/userLogin');
    await fill('13800138000', 'demo1234');
    expect(await screen.findByText('请输入正确的11位手机号（服务端）')).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true');
  });

  it('disables the button while the login is pending, so it is sent once', async () => {
    let release: (v: unknown) => void = () => {};
    api = mockApi({ mobileAndPasswordToLogin: () => new Promise((resolve) => (release = resolve)) });
    renderPage(<UserLoginPage />, '/userLogin');
    await fill('13800138000', 'demo1234');
    const button = await screen.findByRole('button', { name: '登录中...' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    release({ ...TEST_USER, loginTime: Date.now() });
    await waitFor(() => expect(currentLocation()).toBe('/home'));
    expect(api.callsOf('mobileAndPasswordToLogin')).toHaveLength(1);
  });
});
