// The journal's masking rules, as pure functions: what counts as a secret on each side, at any depth.
import { maskHeaders, maskSecrets, maskSecretText } from '../../src/test-control/secret-mask';

describe('masking secrets', () => {
  it('masks passwords, tokens and SMS codes in a request at any depth, and keeps the rest', () => {
    const deep = { a: { b: { c: { d: { e: { f: { g: { newPassword: 'p4ss', token: 't0k' } } } } } } } };
    expect(
      maskSecrets(
        { mobile: '13800138000', code: '123456', smsCode: '654321', list: [{ pwd: 'x' }], deep },
        'request',
      ),
    ).toEqual({
      mobile: '13800138000',
      code: '***',
      smsCode: '***',
      list: [{ pwd: '***' }],
      deep: { a: { b: { c: { d: { e: { f: { g: { newPassword: '***', token: '***' } } } } } } } },
    });
  });

  it("keeps a reply's envelope code but masks its token and an SMS code in its message", () => {
    const reply = {
      code: '01',
      msg: '验证码已发送（演示环境）：482913',
      result: { token: 'abcdef0123456789', userInfo: { verifyCode: '1234', couponCode: 'SAVE10' } },
    };
    expect(maskSecrets(reply, 'reply')).toEqual({
      code: '01',
      msg: '验证码已发送（演示环境）：***',
      result: { token: '***', userInfo: { verifyCode: '***', couponCode: 'SAVE10' } },
    });
  });

  it('leaves texts without an SMS code alone, and never touches the value it was given', () => {
    expect(maskSecretText('订单 20261122 已支付')).toBe('订单 20261122 已支付');
    const body = { password: 'p4ss' };
    maskSecrets(body, 'request');
    expect(body.password).toBe('p4ss');
  });

  it('masks cookie values except the sandbox, credentials, and token-bearing headers', () => {
    expect(
      maskHeaders({
        cookie: 'mock-sandbox=w1; session=s3cret',
        authorization: 'Bearer abc',
        'x-auth-token': 'abc',
        'user-agent': 'jest',
      }),
    ).toEqual({
      cookie: 'mock-sandbox=w1; session=***',
      authorization: '***',
      'x-auth-token': '***',
      'user-agent': 'jest',
    });
  });
});
