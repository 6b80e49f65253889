// Login by SMS code: mobileAndPasswordToLogin takes a code sent with scene login instead of the
// password, under the same one-time, expiry and wrong-try rules as the other scenes.
import { codeFromMsg, freshMobile, registerUser, startHarness, type Harness } from '../harness';

describe('login by SMS code', () => {
  let h: Harness;
  beforeEach(() => {
    h = startHarness();
  });
  afterEach(() => h.close());

  /** A registered user and a login code sent to them (after the registration code's resend wait). */
  async function userWithLoginCode() {
    const user = await registerUser(h);
    h.clock.advance(60_000);
    const sent = await h.call('appSendSMS', { mobile: user.mobile, scene: 'login' });
    expect(sent.code).toBe('01');
    return { user, code: codeFromMsg(sent.msg) };
  }

  it('logs a registered user in with the code, once', async () => {
    const { user, code } = await userWithLoginCode();
    const login = await h.call('mobileAndPasswordToLogin', { mobile: user.mobile, code });
    expect(login.code).toBe('01');
    expect(login.result).toMatchObject({ userId: user.userId, userInfo: { mobile: user.mobile } });
    expect(login.result.token).not.toBe(user.token);
    expect(await h.call('mobileAndPasswordToLogin', { mobile: user.mobile, code })).toMatchObject({
      code: '02',
      msg: '请先获取验证码',
    });
  });

  it('refuses a wrong code and an expired one, naming 验证码', async () => {
    const { user, code } = await userWithLoginCode();
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await h.call('mobileAndPasswordToLogin', { mobile: user.mobile, code: wrong })).toMatchObject({
      code: '02',
      msg: '验证码错误',
    });
    h.clock.advance(5 * 60_000);
    expect(await h.call('mobileAndPasswordToLogin', { mobile: user.mobile, code })).toMatchObject({
      code: '02',
      msg: '验证码已过期，请重新获取',
    });
  });

  it('accepts only a code sent for login, not one sent for another scene', async () => {
    const user = await registerUser(h);
    h.clock.advance(60_000);
    const reset = codeFromMsg((await h.call('appSendSMS', { mobile: user.mobile, scene: 'reset' })).msg);
    expect(await h.call('mobileAndPasswordToLogin', { mobile: user.mobile, code: reset })).toMatchObject({
      code: '02',
      msg: '请先获取验证码',
    });
  });

  it('sends no login code to an unregistered mobile', async () => {
    expect(await h.call('appSendSMS', { mobile: freshMobile(), scene: 'login' })).toMatchObject({
      code: '02',
      msg: '该手机号未注册',
    });
  });

  it('answers 03 to both credentials, and names the field when neither or a bad one is given', async () => {
    const both = await h.call('mobileAndPasswordToLogin', {
      mobile: '13800138000',
      password: 'demo1234',
      code: '123456',
    });
    expect(both).toMatchObject({ code: '03', errors: { _: '密码和验证码只能填写一项' } });
    const neither = await h.call('mobileAndPasswordToLogin', { mobile: '13800138000' });
    expect(neither).toMatchObject({ code: '03', errors: { password: '请输入密码或验证码' } });
    const badCode = await h.call('mobileAndPasswordToLogin', { mobile: '13800138000', code: '12ab' });
    expect(badCode).toMatchObject({ code: '03', errors: { code: '验证码为6位数字' } });
  });

  it('lets the code in while the password is blocked, and clears the block', async () => {
    const { user, code } = await userWithLoginCode();
    const wrong = { mobile: user.mobile, password: 'wrong999' };
    for (let i = 0; i < 5; i++) await h.call('mobileAndPasswordToLogin', wrong);
    expect((await h.call('mobileAndPasswordToLogin', { mobile: user.mobile, code })).code).toBe('01');
    const withPassword = { mobile: user.mobile, password: user.password };
    expect((await h.call('mobileAndPasswordToLogin', withPassword)).code).toBe('01');
  });
});
