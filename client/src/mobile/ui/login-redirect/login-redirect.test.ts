import { loginPathFor, redirectTarget } from './login-redirect';

describe('the login redirect of the mobile shop', () => {
  it('sends to /m/login with the full mobile path of the page to come back to', () => {
    expect(loginPathFor('/goods/12', '?spec=1')).toBe('/login?redirect=%2Fm%2Fgoods%2F12%3Fspec%3D1');
    expect(loginPathFor('/')).toBe('/login?redirect=%2Fm');
  });

  it('comes back to the page the redirect names, relative to /m', () => {
    expect(redirectTarget('/m/goods/12?spec=1')).toBe('/goods/12?spec=1');
    expect(redirectTarget('/m')).toBe('/');
    expect(redirectTarget('/m?tab=1')).toBe('/?tab=1');
  });

  it('goes home for a missing redirect or one outside the mobile shop', () => {
    for (const bad of [
      null,
      '',
      '/home',
      'https://evil.example/m/x',
      '//evil.example',
      '/m//evil.example',
      '/mall',
      '/m/login?redirect=/m/cart',
    ]) {
      expect(redirectTarget(bad)).toBe('/');
    }
  });
});
