import request from 'supertest';
import { SPA_ROUTES } from '@storefront/contracts';
import { createApp } from './app.js';
import { appOnFakeDist, DESKTOP_UA, INDEX_HTML, silentLogger, testConfig } from '../test-support/fixtures.js';

describe('SPA pages', () => {
  const suite = appOnFakeDist();

  it.each(SPA_ROUTES.map((route) => route.path))(
    'serves index.html with 200 at %s, query string allowed',
    async (routePath) => {
      const res = await request(suite.app)
        .get(`${routePath}?id=12&name=%E5%95%86%E5%93%81&reqId=x`)
        .set('User-Agent', DESKTOP_UA);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toBe(INDEX_HTML);
    },
  );

  it('redirects / to /home with 302, keeping the query', async () => {
    const res = await request(suite.app).get('/?from=ad').set('User-Agent', DESKTOP_UA);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/home?from=ad');
  });

  it.each(['/nope', '/home/extra', '/HOME', '/classify', '/api-docs', '/orders/', '/a/b/c'])(
    'answers the unknown path %s with index.html and 404 so the SPA shows page404',
    async (unknown) => {
      const res = await request(suite.app).get(unknown).set('User-Agent', DESKTOP_UA);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toBe(INDEX_HTML);
    },
  );

  it('answers HEAD like GET without a body', async () => {
    const res = await request(suite.app).head('/home').set('User-Agent', DESKTOP_UA);
    expect(res.status).toBe(200);
    expect(res.text ?? '').toBe('');
  });

  it('answers a POST to a page path with 404, not a 5xx', async () => {
    const res = await request(suite.app).post('/home').type('form').send('a=1');
    expect(res.status).toBe(404);
  });

  it('says the client is not built (503) instead of crashing when client/dist is missing', async () => {
    const bare = createApp(testConfig({ clientDist: `${suite.dist.dir}-missing` }), silentLogger());
    const res = await request(bare).get('/home').set('User-Agent', DESKTOP_UA);
    bare.resources.close();
    expect(res.status).toBe(503);
    expect(res.text).toContain('前端尚未构建');
  });

  it('serves /runtime-config.js with the behaviour collector URL', async () => {
    const withBehaviour = createApp(
      testConfig({ clientDist: suite.dist.dir, behaviourUrl: 'https://collect.example.com' }),
      silentLogger(),
    );
    const res = await request(withBehaviour).get('/runtime-config.js');
    withBehaviour.resources.close();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const window: { __STOREFRONT_CONFIG__?: unknown } = {};
    new Function('window', res.text)(window);
    expect(window.__STOREFRONT_CONFIG__).toEqual({ behaviourUrl: 'https://collect.example.com' });
  });

  it('serves /runtime-config.js with an empty behaviour URL (same origin) by default', async () => {
    const res = await request(suite.app).get('/runtime-config.js');
    const window: { __STOREFRONT_CONFIG__?: unknown } = {};
    new Function('window', res.text)(window);
    expect(window.__STOREFRONT_CONFIG__).toEqual({ behaviourUrl: '' });
  });
});
