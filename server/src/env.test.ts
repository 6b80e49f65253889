import path from 'node:path';
import { parseConfig } from './env.js';

describe('parseConfig', () => {
  it('uses the documented defaults', () => {
    const config = parseConfig({}, '/repo');
    expect(config).toMatchObject({
      port: 8080,
      upstreamUrl: 'http://127.0.0.1:4010',
      proxyTimeoutMs: 10000,
      mobileSiteUrl: '/m',
      logLevel: 'info',
      behaviourUrl: undefined,
      clientDist: path.resolve('/repo', 'client/dist'),
      publicDemo: null,
    });
  });

  it('reads PUBLIC_DEMO and its per-address limit of new visitors', () => {
    expect(parseConfig({ PUBLIC_DEMO: 'on' }, '/repo').publicDemo).toEqual({
      visitorsPerMinute: 20,
      secret: null,
      ipv6Prefix: 64,
    });
    const secret = 'k'.repeat(32);
    expect(
      parseConfig(
        {
          PUBLIC_DEMO: 'on',
          PUBLIC_DEMO_VISITORS_PER_MINUTE: '5',
          PUBLIC_DEMO_SECRET: secret,
          PUBLIC_DEMO_IPV6_PREFIX: '56',
        },
        '/repo',
      ).publicDemo,
    ).toEqual({ visitorsPerMinute: 5, secret, ipv6Prefix: 56 });
    expect(() => parseConfig({ PUBLIC_DEMO_SECRET: 'short' }, '/repo')).toThrow(/PUBLIC_DEMO_SECRET/);
    expect(() => parseConfig({ PUBLIC_DEMO_IPV6_PREFIX: '129' }, '/repo')).toThrow(/PUBLIC_DEMO_IPV6_PREFIX/);
    expect(
      parseConfig({ PUBLIC_DEMO: 'off', PUBLIC_DEMO_VISITORS_PER_MINUTE: '5' }, '/repo').publicDemo,
    ).toBeNull();
    expect(() => parseConfig({ PUBLIC_DEMO: 'yes' }, '/repo')).toThrow(/PUBLIC_DEMO: must be on or off/);
    expect(() => parseConfig({ PUBLIC_DEMO_VISITORS_PER_MINUTE: '0' }, '/repo')).toThrow(
      /PUBLIC_DEMO_VISITORS_PER_MINUTE/,
    );
  });

  it('reads every variable and trims trailing slashes from URLs', () => {
    const config = parseConfig(
      {
        PORT: '9000',
        UPSTREAM_URL: 'http://mock-api:4010/',
        PROXY_TIMEOUT_MS: '500',
        MOBILE_SITE_URL: 'https://m.example.com',
        LOG_LEVEL: 'warn',
        BEHAVIOUR_URL: 'https://collect.example.com/',
        CLIENT_DIST: 'web',
      },
      '/app',
    );
    expect(config).toMatchObject({
      port: 9000,
      upstreamUrl: 'http://mock-api:4010',
      proxyTimeoutMs: 500,
      mobileSiteUrl: 'https://m.example.com',
      logLevel: 'warn',
      behaviourUrl: 'https://collect.example.com',
      clientDist: '/app/web',
    });
  });

  it('treats an empty BEHAVIOUR_URL as same origin', () => {
    expect(parseConfig({ BEHAVIOUR_URL: '' }).behaviourUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['UPSTREAM_URL', 'not a url'],
    ['UPSTREAM_URL', 'ftp://host'],
    ['PROXY_TIMEOUT_MS', '0'],
    ['MOBILE_SITE_URL', '//evil.example.com'],
    ['MOBILE_SITE_URL', 'javascript:alert(1)'],
    ['LOG_LEVEL', 'loud'],
  ])('rejects %s=%s with one line naming the variable', (name, value) => {
    let message = '';
    try {
      parseConfig({ [name]: value });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
  });
});
