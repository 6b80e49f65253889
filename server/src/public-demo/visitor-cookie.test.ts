import { newVisitorId, visitorCookie, visitorIdOf, withoutDemoCookies } from './visitor-cookie.js';

describe('the shop-visitor cookie', () => {
  it('carries 128 random bits as 22 base64url characters, different every time', () => {
    const ids = new Set(Array.from({ length: 1000 }, newVisitorId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('is read back only when well formed', () => {
    const id = newVisitorId();
    expect(visitorIdOf(`a=1; shop-visitor=${id}; b=2`)).toBe(id);
    expect(visitorIdOf('shop-visitor=../../etc')).toBeNull();
    expect(visitorIdOf('shop-visitor=short')).toBeNull();
    expect(visitorIdOf(undefined)).toBeNull();
  });

  it('is HttpOnly and SameSite=Lax, Secure only over HTTPS', () => {
    expect(visitorCookie('x'.repeat(22), false)).toBe(
      `shop-visitor=${'x'.repeat(22)}; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax`,
    );
    expect(visitorCookie('x'.repeat(22), true)).toMatch(/; Secure$/);
  });

  it('and the mock-sandbox cookie never reach the upstream; other cookies do', () => {
    expect(withoutDemoCookies('mock-sandbox=other; shop-visitor=abc; theme=dark')).toBe('theme=dark');
    expect(withoutDemoCookies('mock-sandbox=other')).toBeUndefined();
    expect(withoutDemoCookies(undefined)).toBeUndefined();
  });
});
