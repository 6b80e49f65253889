// TRUST_PROXY: Express's `trust proxy` values, parsed at start-up; unset means the direct peer only in
// public demo mode and the private network's proxies otherwise; one rule for Express and the limiter.
import request from 'supertest';
import { createApp } from './app.js';
import { ConfigError, parseConfig } from './env.js';
import { compileTrust, type TrustProxy } from './trust-proxy.js';
import { DESKTOP_UA, makeFakeDist, silentLogger, testConfig } from '../test-support/fixtures.js';

const trustOf = (env: Record<string, string>) => parseConfig(env, '/app').trustProxy;

describe('TRUST_PROXY', () => {
  it('reads true, false, a hop count and a list of addresses, ranges and names', () => {
    expect(trustOf({ TRUST_PROXY: 'true' })).toBe(true);
    expect(trustOf({ TRUST_PROXY: 'false' })).toBe(false);
    expect(trustOf({ TRUST_PROXY: '2' })).toBe(2);
    expect(trustOf({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback' })).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
    ]);
  });

  it('trusts nobody when unset in public demo mode, and the private network otherwise', () => {
    expect(trustOf({ PUBLIC_DEMO: 'on' })).toBe(false);
    expect(trustOf({ PUBLIC_DEMO: 'on', TRUST_PROXY: '' })).toBe(false);
    expect(trustOf({})).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(trustOf({ PUBLIC_DEMO: 'on', TRUST_PROXY: '172.18.0.0/16' })).toEqual(['172.18.0.0/16']);
  });

  it.each(['10.0.0.0/99', 'not-an-address', 'loopback,,', '100'])('stops the process on %s', (value) => {
    expect(() => parseConfig({ TRUST_PROXY: value }, '/app')).toThrow(ConfigError);
    expect(() => parseConfig({ TRUST_PROXY: value }, '/app')).toThrow(/TRUST_PROXY/);
  });

  it('compiles to the rule proxy-addr asks of each hop', () => {
    expect(compileTrust(false)('127.0.0.1', 0)).toBe(false);
    expect(compileTrust(true)('203.0.113.9', 5)).toBe(true);
    expect([0, 1, 2].map((hop) => compileTrust(2)('203.0.113.9', hop))).toEqual([true, true, false]);
    const list = compileTrust(['172.18.0.0/16']);
    expect(list('172.18.0.5', 0)).toBe(true);
    expect(list('127.0.0.1', 0)).toBe(false);
  });
});

describe('TRUST_PROXY in the running app', () => {
  const dist = makeFakeDist();
  afterAll(() => dist.remove());

  /** The visitor cookie of a first page sent as if through an HTTPS proxy, by a peer on loopback. */
  const cookieBehindHttpsProxy = async (trustProxy: TrustProxy): Promise<string> => {
    const app = createApp(
      testConfig({ clientDist: dist.dir, publicDemo: { visitorsPerMinute: 100 }, trustProxy }),
      silentLogger(),
    );
    try {
      const page = await request(app)
        .get('/home')
        .set({ 'User-Agent': DESKTOP_UA, Accept: 'text/html', 'X-Forwarded-Proto': 'https' });
      return ([] as string[]).concat(page.headers['set-cookie'] ?? [])[0] ?? '';
    } finally {
      app.resources.close();
    }
  };

  it('believes X-Forwarded-Proto from a trusted peer only (the cookie is Secure behind HTTPS)', async () => {
    expect(await cookieBehindHttpsProxy(['loopback'])).toMatch(/; Secure$/);
    expect(await cookieBehindHttpsProxy(false)).not.toMatch(/Secure/);
    expect(await cookieBehindHttpsProxy(['10.0.0.0/8'])).not.toMatch(/Secure/);
  });
});
