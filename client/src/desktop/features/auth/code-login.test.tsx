// /userLogin, tab 验证码登录: a code for login goes to a registered mobile, the login sends mobile +
// code and goes to the redirect query; a wrong code is said at its field.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getIdentity } from '../../../core/state/session';
import {
  currentLocation,
  mockApi,
  OkWithMessage,
  refuse,
  renderPage,
  resetHarness,
  TEST_USER,
  type ApiStubs,
} from '../../../test/harness';
import UserLoginPage from './user-login-page';

let api: ReturnType<typeof mockApi>;
afterEach(() => {
  api?.restore();
  resetHarness();
});

const stubs = (over: ApiStubs = {}): ApiStubs => ({
  checkRegMobile: { registered: true },
  appSendSMS: new OkWithMessage(
    { mobile: '13800138000', expiresIn: 300, resendIn: 60 },
    '验证码已发送（演示环境）：135790',
  ),
  mobileAndPasswordToLogin: { ...TEST_USER, loginTime: Date.now() },
  ...over,
});

async function logInWithCode(code: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: '验证码登录' }));
  await user.type(screen.getByLabelText('手机号'), '13800138000');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findAllByText('验证码已发送（演示环境）：135790')).not.toHaveLength(0);
  await user.type(screen.getByLabelText('短信验证码'), code);
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('/userLogin by SMS code', () => {
  it('sends a login code, logs in with it and goes to the redirect query', async () => {
    api = mockApi(stubs());
    renderPage(<UserLoginPage />, '/userLogin?redirect=%2Forders');
    await logInWithCode('135790');
    await waitFor(() => expect(currentLocation()).toBe('/orders'));
    expect(api.callsOf('appSendSMS')).toEqual([{ mobile: '13800138000', scene: 'login' }]);
    expect(api.callsOf('mobileAndPasswordToLogin')).toEqual([{ mobile: '13800138000', code: '135790' }]);
    expect(getIdentity()).toEqual({ uid: '7', token: TEST_USER.token });
  });

  it('says a wrong code at the code field and stays', async () => {
    api = mockApi(stubs({ mobileAndPasswordToLogin: refuse('验证码错误') }));
    renderPage(<UserLoginPage />, '/userLogin');
    await logInWithCode('000000');
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(screen.getByLabelText('短信验证码')).toHaveAttribute('aria-invalid', 'true');
    expect(currentLocation()).toBe('/userLogin');
  });
});
