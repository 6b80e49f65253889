import { limiterKeyOf } from './limiter-key.js';

describe("the new-visitor limiter's key of an address", () => {
  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(limiterKeyOf('::ffff:5.6.7.8')).toBe('5.6.7.8');
    expect(limiterKeyOf('5.6.7.8')).toBe('5.6.7.8');
  });

  it('counts IPv6 addresses by their /64, or the prefix asked for', () => {
    const key = limiterKeyOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(key).toBe(limiterKeyOf('2001:db8:1:2::1'));
    expect(key).not.toBe(limiterKeyOf('2001:db8:1:3::1'));
    expect(limiterKeyOf('2001:db8:1:2::1', 48)).toBe(limiterKeyOf('2001:db8:1:ffff::1', 48));
    expect(limiterKeyOf('2001:db8:1:2::1', 56)).not.toBe(limiterKeyOf('2001:db8:1:ffff::1', 56));
    expect(limiterKeyOf('2001:db8::1', 128)).not.toBe(limiterKeyOf('2001:db8::2', 128));
  });

  it('keeps an address it cannot read as it is', () => {
    expect(limiterKeyOf('unknown')).toBe('unknown');
  });
});
