// The public demo tells the mock when a visitor's sandbox was used before: the first API call marks
// the browser (shop-sandbox-used), later calls send x-mock-sandbox-used: 1, so a mock pod that has
// never held that sandbox starts it with the 演示数据已过期 notice. A page alone marks nothing, and a
// client cannot send the header itself.
import type { IncomingHttpHeaders } from 'node:http';
import request from 'supertest';
import { createApp, type StorefrontApp } from '../app.js';
import {
  DESKTOP_UA,
  makeFakeDist,
  silentLogger,
  startUpstream,
  testConfig,
  type FakeDist,
  type FakeUpstream,
} from '../../test-support/fixtures.js';

let dist: FakeDist;
let upstream: FakeUpstream;
let app: StorefrontApp;
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  dist = makeFakeDist();
  upstream = await startUpstream((req, res) => {
    seen.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"01","msg":"ok","result":null}');
  });
  app = createApp(
    testConfig({ clientDist: dist.dir, upstreamUrl: upstream.url, publicDemo: { visitorsPerMinute: 100 } }),
    silentLogger(),
  );
});
afterAll(async () => {
  app.resources.close();
  await upstream.close();
  dist.remove();
});

const cookiesOf = (res: request.Response): string[] =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
const apiCall = (cookies: string[], headers: Record<string, string> = {}) =>
  request(app)
    .post('/api/getTimeAxisV2')
    .set({ ...headers, ...(cookies.length ? { Cookie: cookies.join('; ') } : {}) })
    .type('form')
    .send('reqId=1');

describe('a visitor whose sandbox was used before', () => {
  beforeEach(() => (seen.length = 0));

  it('is marked by its first call, and says so upstream from then on', async () => {
    const first = await apiCall([], { 'x-mock-sandbox-used': '1' });
    const cookies = cookiesOf(first);
    expect(cookies).toEqual([expect.stringMatching(/^shop-visitor=/), 'shop-sandbox-used=1']);
    expect(seen[0]!['x-mock-sandbox-used']).toBeUndefined();
    expect(seen[0]!['x-mock-sandbox']).toMatch(/^v-/);

    const later = await apiCall(cookies);
    expect(cookiesOf(later)).toEqual([]);
    expect(seen[1]!['x-mock-sandbox-used']).toBe('1');
    expect(seen[1]!['x-mock-sandbox']).toBe(seen[0]!['x-mock-sandbox']);
  });

  it('is not marked by a page load: the page’s first call makes the sandbox, with no notice', async () => {
    const page = await request(app).get('/home').set('User-Agent', DESKTOP_UA).set('Accept', 'text/html');
    const visitor = cookiesOf(page);
    expect(visitor).toEqual([expect.stringMatching(/^shop-visitor=/)]);
    const first = await apiCall(visitor);
    expect(seen[0]!['x-mock-sandbox-used']).toBeUndefined();
    expect(cookiesOf(first)).toEqual(['shop-sandbox-used=1']);
  });
});
