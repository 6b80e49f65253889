// Public demo mode on the server's own answers: a browser's first page (the in-memory fast path, a
// 304 revalidation, the mobile shop) carries the shop-visitor cookie, so the page's parallel calls
// share one sandbox; assets and probes never make a visitor.
import request from 'supertest';
import { createApp, type StorefrontApp } from '../app.js';
import {
  DESKTOP_UA,
  makeFakeDist,
  silentLogger,
  testConfig,
  type FakeDist,
} from '../../test-support/fixtures.js';

let dist: FakeDist;
let app: StorefrontApp;
beforeAll(() => {
  dist = makeFakeDist();
  app = createApp(
    testConfig({ clientDist: dist.dir, publicDemo: { visitorsPerMinute: 100 } }),
    silentLogger(),
  );
});
afterAll(() => {
  app.resources.close();
  dist.remove();
});

const visitorCookieOf = (res: request.Response): string | undefined =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('shop-visitor='));

describe('public demo mode on pages', () => {
  it("sets the cookie on a desktop browser's first page, and not again once it has one", async () => {
    const first = await request(app).get('/home').set('User-Agent', DESKTOP_UA).set('Accept', 'text/html');
    expect(first.status).toBe(200);
    const cookie = visitorCookieOf(first);
    expect(cookie).toMatch(/^shop-visitor=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22};/);
    const again = await request(app)
      .get('/home')
      .set('User-Agent', DESKTOP_UA)
      .set('Accept', 'text/html')
      .set('Cookie', cookie!.split(';')[0]!);
    expect(visitorCookieOf(again)).toBeUndefined();
  });

  it('sets it on a revalidated page and on the mobile shop too', async () => {
    const first = await request(app).get('/home').set('User-Agent', DESKTOP_UA).set('Accept', 'text/html');
    const revalidated = await request(app)
      .get('/home')
      .set('User-Agent', DESKTOP_UA)
      .set('Accept', 'text/html')
      .set('If-None-Match', String(first.headers.etag));
    expect(revalidated.status).toBe(304);
    expect(visitorCookieOf(revalidated)).toBeDefined();
    const phone = await request(app).get('/m').set('Accept', 'text/html');
    expect(phone.status).toBe(200);
    expect(visitorCookieOf(phone)).toBeDefined();
  });

  it('makes no visitor of an asset or a probe', async () => {
    expect(visitorCookieOf(await request(app).get('/healthz'))).toBeUndefined();
    expect(visitorCookieOf(await request(app).get('/assets/index-AbC123xy.js'))).toBeUndefined();
  });
});
