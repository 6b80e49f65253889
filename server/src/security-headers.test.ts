import request from 'supertest';
import { createApp } from './app.js';
import { makeFakeDist, silentLogger, testConfig, type FakeDist } from '../test-support/fixtures.js';

const directives = (csp: string): Map<string, string[]> =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers', () => {
  let dist: FakeDist;
  beforeAll(() => {
    dist = makeFakeDist();
  });
  afterAll(() => dist.remove());

  it('sends a CSP with script-src self only, and frame, sniffing and referrer protection, without X-Powered-By', async () => {
    const app = createApp(testConfig({ clientDist: dist.dir }), silentLogger());
    const res = await request(app).get('/home');
    app.resources.close();
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('allows connections to the behaviour collector origin when it is elsewhere', async () => {
    const app = createApp(
      testConfig({ clientDist: dist.dir, behaviourUrl: 'https://collect.example.com:8443/base' }),
      silentLogger(),
    );
    const res = await request(app).get('/home');
    app.resources.close();
    expect(directives(res.headers['content-security-policy']).get('connect-src')).toEqual([
      "'self'",
      'https://collect.example.com:8443',
    ]);
  });

  it('sends the headers on proxied and error answers too', async () => {
    const app = createApp(testConfig({ clientDist: dist.dir }), silentLogger());
    const res = await request(app).get('/api/goods/getAd');
    app.resources.close();
    expect(res.status).toBe(502);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('compresses dynamic responses for clients that accept gzip', async () => {
    const app = createApp(testConfig({ clientDist: dist.dir }), silentLogger());
    const res = await request(app).get('/m').set('Accept-Encoding', 'gzip');
    app.resources.close();
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
