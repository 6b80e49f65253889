// Business rules of accounts, SMS and login that answer 02, and the throttles.
import { codeFromMsg, freshMobile, registerUser, startHarness, type Harness } from '../harness';
import { USERS } from '../../src/domain/account/accounts';

const DEMO = { mobile: '13800138000', password: 'demo1234' };

describe('accounts and SMS', () => {
  let h: Harness;
  beforeEach(() => {
    h = startHarness();
  });
  afterEach(() => h.close());

  it('has the demo account on a fresh start and after an admin reset', async () => {
    const first = await h.call('mobileAndPasswordToLogin', DEMO);
    expect(first.code).toBe('01');
    expect(first.result.userInfo.mobile).toBe(DEMO.mobile);
    await h.call('appSendSMS', { mobile: freshMobile() });
    const reset = await (await import('supertest')).default(h.app).post('/__mock/reset').send({});
    expect(reset.body.code).toBe('01');
    expect((await h.call('mobileAndPasswordToLogin', DEMO)).code).toBe('01');
  });

  it('refuses to send a register code to a registered mobile', async () => {
    const reply = await h.call('appSendSMS', { mobile: DEMO.mobile, scene: 'register' });
    expect(reply).toMatchObject({ code: '02', msg: '该手机号已注册，请直接登录' });
  });

  it('refuses a reset code for an unregistered mobile', async () => {
    expect(await h.call('appSendSMS', { mobile: freshMobile(), scene: 'reset' })).toMatchObject({
      code: '02',
      msg: '该手机号未注册',
    });
  });

  it('sends one SMS per mobile per 60 seconds', async () => {
    const mobile = freshMobile();
    expect((await h.call('appSendSMS', { mobile })).code).toBe('01');
    h.clock.advance(20_000);
    expect(await h.call('imageSendSMS', { mobile, imageCode: 'a8K3' })).toMatchObject({
      code: '02',
      msg: '验证码发送过于频繁，请40秒后再试',
    });
    h.clock.advance(40_000);
    expect((await h.call('appSendSMS', { mobile })).code).toBe('01');
  });

  it('refuses a wrong code, then burns the code after five wrong tries', async () => {
    const mobile = freshMobile();
    const code = codeFromMsg((await h.call('appSendSMS', { mobile })).msg);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await h.call('registerS', { mobile, code: wrong, password: 'abc12345' })).toMatchObject({
      code: '02',
      msg: '验证码错误',
    });
    for (let i = 0; i < 3; i++) await h.call('newCheckSMS', { mobile, code: wrong });
    expect((await h.call('newCheckSMS', { mobile, code: wrong })).msg).toBe('验证码错误次数过多，请重新获取');
    expect(await h.call('registerS', { mobile, code, password: 'abc12345' })).toMatchObject({
      code: '02',
      msg: '验证码错误次数过多，请重新获取',
    });
  });

  it('refuses a code after its 5 minutes', async () => {
    const mobile = freshMobile();
    const code = codeFromMsg((await h.call('appSendSMS', { mobile })).msg);
    h.clock.advance(5 * 60_000);
    expect(await h.call('registerS', { mobile, code, password: 'abc12345' })).toMatchObject({
      code: '02',
      msg: '验证码已过期，请重新获取',
    });
  });

  it('refuses registration without a code having been sent, and a code used once', async () => {
    const mobile = freshMobile();
    expect(await h.call('registerS', { mobile, code: '123456', password: 'abc12345' })).toMatchObject({
      code: '02',
      msg: '请先获取验证码',
    });
    const user = await registerUser(h, mobile);
    expect(user.userId).toBeGreaterThanOrEqual(100000);
    expect((await h.call('registerS', { mobile, code: '123456', password: 'abc12345' })).msg).toBe(
      '该手机号已注册，请直接登录',
    );
  });

  it('stores passwords as scrypt hashes, never in clear', async () => {
    const user = await registerUser(h, freshMobile(), 'secret99');
    const row = h.store.table(USERS).get(user.userId);
    expect(JSON.stringify(row)).not.toContain('secret99');
    expect(row.passwordHash).toMatch(/^[0-9a-f]{128}$/);
  });

  it('throttles login after 5 failures per mobile for 15 minutes', async () => {
    const user = await registerUser(h);
    const wrong = { mobile: user.mobile, password: 'wrong999' };
    expect((await h.call('mobileAndPasswordToLogin', wrong)).msg).toBe('手机号或密码错误，还可尝试4次');
    for (let i = 0; i < 3; i++) await h.call('mobileAndPasswordToLogin', wrong);
    expect((await h.call('mobileAndPasswordToLogin', wrong)).msg).toBe('登录失败次数过多，请15分钟后再试');
    // Even the right password is refused while blocked.
    const blocked = await h.call('mobileAndPasswordToLogin', {
      mobile: user.mobile,
      password: user.password,
    });
    expect(blocked).toMatchObject({ code: '02', msg: '登录失败次数过多，请15分钟后再试' });
    h.clock.advance(15 * 60_000);
    expect(
      (await h.call('mobileAndPasswordToLogin', { mobile: user.mobile, password: user.password })).code,
    ).toBe('01');
  });

  it('resets a password with an SMS code and ends every old session', async () => {
    const user = await registerUser(h);
    h.clock.advance(60_000);
    const code = codeFromMsg((await h.call('appSendSMS', { mobile: user.mobile, scene: 'reset' })).msg);
    expect((await h.call('resetPasswordS', { mobile: user.mobile, code, password: 'newpass88' })).code).toBe(
      '01',
    );
    expect((await h.call('getCart', {}, user)).code).toBe('52');
    expect(
      (await h.call('mobileAndPasswordToLogin', { mobile: user.mobile, password: user.password })).code,
    ).toBe('02');
    expect(
      (await h.call('mobileAndPasswordToLogin', { mobile: user.mobile, password: 'newpass88' })).code,
    ).toBe('01');
  });

  it('changes a password only with the right old one and to a different one', async () => {
    const user = await registerUser(h);
    expect(
      await h.call('updatePassword', { oldPassword: 'nope1234', newPassword: 'abc99999' }, user),
    ).toMatchObject({ code: '02', msg: '原密码不正确' });
    expect(
      await h.call('updatePassword', { oldPassword: user.password, newPassword: user.password }, user),
    ).toMatchObject({ code: '02', msg: '新密码不能与原密码相同' });
    expect(
      (await h.call('updatePassword', { oldPassword: user.password, newPassword: 'abc99999' }, user)).code,
    ).toBe('01');
    expect(
      (await h.call('mobileAndPasswordToLogin', { mobile: user.mobile, password: 'abc99999' })).code,
    ).toBe('01');
  });

  it('refuses to move an account to a mobile another account uses', async () => {
    const user = await registerUser(h);
    expect(await h.call('updateMobile', { mobile: DEMO.mobile, code: '123456' }, user)).toMatchObject({
      code: '02',
      msg: '该手机号已被其他账号使用',
    });
    const next = freshMobile();
    const code = codeFromMsg((await h.call('appSendSMS', { mobile: next, scene: 'updateMobile' })).msg);
    expect((await h.call('updateMobile', { mobile: next, code }, user)).result.mobile).toBe(next);
  });

  it('verifies an identity number by its check digit, once', async () => {
    const user = await registerUser(h);
    expect(
      await h.call('updateIdcardAndRealName', { realName: '张三', idCard: '110101199003071234' }, user),
    ).toMatchObject({ code: '02', msg: '身份证号校验失败，请核对后重新填写' });
    const ok = await h.call(
      'updateIdcardAndRealName',
      { realName: '张三', idCard: '11010519491231002X' },
      user,
    );
    expect(ok.result).toEqual({ realNameVerified: true, maskedIdCard: '110***********002X' });
    expect(
      (await h.call('updateIdcardAndRealName', { realName: '张三', idCard: '11010519491231002X' }, user)).msg,
    ).toBe('您已完成实名认证，不可重复认证');
  });

  it('refuses a birthday in the future and an avatar from elsewhere', async () => {
    const user = await registerUser(h);
    expect((await h.call('updatePersonalData', { birthday: '2099-01-01' }, user)).msg).toBe(
      '生日不能晚于今天',
    );
    expect((await h.call('updatePersonalData', { avatarUrl: 'https://evil.example/x.png' }, user)).code).toBe(
      '02',
    );
    const ok = await h.call(
      'updatePersonalData',
      { nickname: '新名字', birthday: '1995-05-20', gender: 2 },
      user,
    );
    expect(ok.result).toMatchObject({ nickname: '新名字', birthday: '1995-05-20', gender: 2, isSelf: true });
  });

  it('keeps interests to the known list', async () => {
    const user = await registerUser(h);
    expect((await h.call('deitMemberInterest', { interestIds: [99999] }, user)).msg).toBe('所选兴趣不存在');
    const [a, b] = h.seed.interests;
    const saved = await h.call('deitMemberInterest', { interestIds: [a!.id, b!.id] }, user);
    expect(saved.result.filter((i: any) => i.selected).map((i: any) => i.id)).toEqual([a!.id, b!.id]);
    expect((await h.call('getMyInterest', {}, user)).result.filter((i: any) => i.selected)).toHaveLength(2);
  });

  it('shows another user a masked mobile and the follow flag, and no order counts', async () => {
    const a = await registerUser(h);
    const b = await registerUser(h);
    await h.call('followSaveOrUpdate', { followUid: a.userId }, b);
    const seen = await h.call('getPersonalData', { uid: a.userId }, b);
    expect(seen.result.mobile).toBe(`${a.mobile.slice(0, 3)}****${a.mobile.slice(7)}`);
    expect(seen.result).toMatchObject({ followed: true, isSelf: false, orderCounts: null, fansCount: 1 });
    const visitor = await h.call('getPersonalData', { uid: a.userId });
    expect(visitor.result.followed).toBe(false);
    expect((await h.call('getPersonalData', { uid: 99_999_999 })).msg).toBe('用户不存在');
  });

  it('ends the session after 24 hours', async () => {
    const user = await registerUser(h);
    h.clock.advance(24 * 60 * 60_000 - 1);
    expect((await h.call('getCart', {}, user)).code).toBe('01');
    h.clock.advance(1);
    expect((await h.call('getCart', {}, user)).code).toBe('52');
  });
});
