import { forgetPayment, rememberPayment, startedPayment } from './pay-session';

describe('pay session', () => {
  beforeEach(() => sessionStorage.clear());

  it('remembers a started payment per order, so coming back resumes it', () => {
    rememberPayment(12, 'alipay');
    expect(startedPayment(12)).toBe('alipay');
    expect(startedPayment(13)).toBeNull();
  });

  it('forgets it once the result is in', () => {
    rememberPayment(12, 'wechat');
    forgetPayment(12);
    expect(startedPayment(12)).toBeNull();
  });

  it('ignores a value that is not a pay method', () => {
    sessionStorage.setItem('mPayStarted:12', 'bitcoin');
    expect(startedPayment(12)).toBeNull();
  });
});
