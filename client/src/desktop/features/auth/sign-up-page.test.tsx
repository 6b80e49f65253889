import { act, screen, waitFor, within } from '@testing-library/react';
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
} from '../../../test/harness';
import SignUpPage from './sign-up-page';
import UserLoginPage from './user-login-page';

let api: ReturnType<typeof mockApi>;
afterEach(() => {
  api?.restore();
  resetHarness();
  jest.useRealTimers();
});

const sent = new OkWithMessage(
  { mobile: '13900001111', expiresIn: 300, resendIn: 60 },
  '验证码已发送（演示环境）：123456',
);

describe('/signUp', () => {
  it('validates every field with Chinese messages and requires the agreement', async () => {
    api = mockApi({});
    const user = userEvent.setup();
    renderPage(<SignUpPage />, '/signUp');
    await user.type(screen.getByLabelText('设置密码'), 'abcdef');
    await user.type(screen.getByLabelText('确认密码'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(screen.getByText(/须同时包含字母和数字/)).toBeInTheDocument();
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(screen.getByText('请阅读并同意用户协议和隐私政策')).toBeInTheDocument();
    expect(api.callsOf('registerS')).toHaveLength(0);
  });

  it('links the agreement and the privacy policy', () => {
    api = mockApi({});
    renderPage(<SignUpPage />, '/signUp');
    expect(screen.getByRole('link', { name: '《用户注册协议》' })).toHaveAttribute(
      'href',
      '/signProtocol?type=register',
    );
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute(
      'href',
      '/signProtocol?type=privacy',
    );
  });

  it('says a registered mobile is taken and sends no code for it', async () => {
    api = mockApi({ checkRegMobile: { registered: true } });
    const user = userEvent.setup();
    renderPage(<SignUpPage />, '/signUp');
    await user.type(screen.getByLabelText('手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('该手机号已注册，请直接登录')).toBeInTheDocument();
    expect(api.callsOf('appSendSMS')).toHaveLength(0);
  });

  it('shows the demo code from the send reply and counts down 60 s before a resend', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    api = mockApi({ checkRegMobile: { registered: false }, appSendSMS: sent });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<SignUpPage />, '/signUp');
    await user.type(screen.getByLabelText('手机号'), '13900001111');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(/验证码已发送/)).toBeInTheDocument();
    expect(api.callsOf('appSendSMS')[0]).toEqual({ mobile: '13900001111', scene: 'register' });
    expect(screen.getByRole('button', { name: '重新发送(60s)' })).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: '重新发送(59s)' })).toBeDisabled();
    for (let i = 0; i < 59; i += 1) {
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
    }
    expect(screen.getByRole('button', { name: '重新发送' })).toBeEnabled();
  });

  it('shows a send refusal at the mobile and keeps the button ready', async () => {
    api = mockApi({
      checkRegMobile: { registered: false },
      appSendSMS: refuse('验证码发送过于频繁，请42秒后再试'),
    });
    const user = userEvent.setup();
    renderPage(<SignUpPage />, '/signUp');
    await user.type(screen.getByLabelText('手机号'), '13900001111');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码发送过于频繁，请42秒后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('checks the code with newCheckSMS on leaving the field and before registering; a wrong one stays typed', async () => {
    let checks = 0;
    api = mockApi({
      checkRegMobile: { registered: false },
      newCheckSMS: () => (++checks <= 2 ? refuse('验证码错误') : { valid: true }),
      registerS: { ...TEST_USER, loginTime: Date.now() },
    });
    const user = userEvent.setup();
    renderPage(<SignUpPage />, '/signUp');
    await user.type(screen.getByLabelText('手机号'), '13900001111');
    await user.type(screen.getByLabelText('短信验证码'), '654321');
    await user.type(screen.getByLabelText('设置密码'), 'abc12345');
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(api.callsOf('newCheckSMS')[0]).toEqual({
      mobile: '13900001111',
      code: '654321',
      scene: 'register',
    });
    expect(screen.getByLabelText('短信验证码')).toHaveValue('654321');
    await user.type(screen.getByLabelText('确认密码'), 'abc12345');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(api.callsOf('newCheckSMS')).toHaveLength(2));
    expect(screen.getByText('验证码错误')).toBeInTheDocument();
    expect(api.callsOf('registerS')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(currentLocation()).toBe('/home'));
    expect(api.callsOf('registerS')).toHaveLength(1);
  });

  it('registers, logs the new user in and goes home; a wrong code keeps the form', async () => {
    let attempts = 0;
    api = mockApi({
      checkRegMobile: { registered: false },
      newCheckSMS: { valid: true },
      registerS: () => (++attempts === 1 ? refuse('验证码错误') : { ...TEST_USER, loginTime: Date.now() }),
    });
    const user = userEvent.setup();
    renderPage(<SignUpPage />, '/signUp');
    await user.type(screen.getByLabelText('手机号'), '13900001111');
    await user.type(screen.getByLabelText('短信验证码'), '123456');
    await user.type(screen.getByLabelText('设置密码'), 'abc12345');
    await user.type(screen.getByLabelText('确认密码'), 'abc12345');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(screen.getByLabelText('设置密码')).toHaveValue('abc12345');
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(currentLocation()).toBe('/home'));
    expect(api.callsOf('registerS')[1]).toEqual({
      mobile: '13900001111',
      code: '123456',
      password: 'abc12345',
    });
    expect(getIdentity().uid).toBe('7');
  });
});

describe('password reset on /userLogin', () => {
  it('validates, sends the reset code and resets the password through resetPasswordS', async () => {
    api = mockApi({ imageSendSMS: sent, resetPasswordS: null });
    const user = userEvent.setup();
    renderPage(<UserLoginPage />, '/userLogin');
    await user.click(screen.getByRole('button', { name: '忘记密码？' }));
    const dialog = await screen.findByRole('dialog', { name: '找回密码' });
    await user.click(within(dialog).getByRole('button', { name: '重置密码' }));
    expect(await within(dialog).findByText('请输入手机号')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('手机号'), '13800138000');
    const picture = () => within(dialog).getByTestId('picture-code').textContent ?? '';
    const first = picture();
    expect(first).toMatch(/^[A-Z2-9]{4}$/);
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('请输入图形验证码')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('图形验证码'), first === 'AAAA' ? 'BBBB' : 'AAAA');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('图形验证码不正确')).toBeInTheDocument();
    expect(api.callsOf('imageSendSMS')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '换一张' }));
    const code = picture();
    await user.clear(within(dialog).getByLabelText('图形验证码'));
    await user.type(within(dialog).getByLabelText('图形验证码'), code.toLowerCase());
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText(/验证码已发送/)).toBeInTheDocument();
    expect(api.callsOf('imageSendSMS')[0]).toEqual({
      mobile: '13800138000',
      scene: 'reset',
      imageCode: code.toLowerCase(),
    });
    expect(api.callsOf('appSendSMS')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('短信验证码'), '654321');
    await user.type(within(dialog).getByLabelText('新密码'), 'newpass99');
    await user.type(within(dialog).getByLabelText('确认新密码'), 'newpass99');
    await user.click(within(dialog).getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsOf('resetPasswordS')[0]).toEqual({
      mobile: '13800138000',
      code: '654321',
      password: 'newpass99',
    });
    expect(screen.getByLabelText('手机号')).toHaveValue('13800138000');
  });
});
