import {
  newVisitorId,
  sandboxNameOf,
  signedVisitorId,
  visitorCookie,
  visitorIdOf,
  withoutDemoCookies,
} from './visitor-cookie.js';

const SECRET = 'a-test-secret-of-at-least-32-chars!';

describe('the shop-visitor cookie', () => {
  it('carries 128 random bits as 22 base64url characters, different every time', () => {
    const ids = new Set(Array.from({ length: 1000 }, newVisitorId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('is read back only when well formed and signed with the same secret', () => {
    const id = newVisitorId();
    const value = signedVisitorId(SECRET, id);
    expect(value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(visitorIdOf(SECRET, `a=1; shop-visitor=${value}; b=2`)).toBe(id);
    // An unsigned id, a forged signature, another server's signature: no visitor.
    expect(visitorIdOf(SECRET, `shop-visitor=${id}`)).toBeNull();
    expect(visitorIdOf(SECRET, `shop-visitor=${id}.${'A'.repeat(22)}`)).toBeNull();
    expect(visitorIdOf(SECRET, `shop-visitor=${signedVisitorId(`${SECRET}-other`, id)}`)).toBeNull();
    expect(visitorIdOf(SECRET, 'shop-visitor=../../etc')).toBeNull();
    expect(visitorIdOf(SECRET, undefined)).toBeNull();
  });

  it('names a sandbox that neither shows the id nor its cookie', () => {
    const id = newVisitorId();
    const name = sandboxNameOf(id);
    expect(name).toMatch(/^v-[A-Za-z0-9_-]{22}$/);
    expect(name).toBe(sandboxNameOf(id));
    expect(name).not.toContain(id);
    expect(sandboxNameOf(newVisitorId())).not.toBe(name);
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
