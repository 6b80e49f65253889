import request from 'supertest';
import { createApp } from './app.js';
import {
  deadPort,
  makeFakeDist,
  silentLogger,
  startUpstream,
  testConfig,
  type FakeDist,
} from '../test-support/fixtures.js';

describe('health probes', () => {
  let dist: FakeDist;
  beforeAll(() => {
    dist = makeFakeDist();
  });
  afterAll(() => dist.remove());

  it('/healthz answers 200 while the process runs, whatever the upstream does', async () => {
    const app = createApp(
      testConfig({ upstreamUrl: `http://127.0.0.1:${await deadPort()}` }),
      silentLogger(),
    );
    const res = await request(app).get('/healthz');
    app.resources.close();
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 200 when the upstream gives any HTTP answer and the client is built', async () => {
    const upstream = await startUpstream((_req, res) => {
      res.writeHead(404);
      res.end();
    });
    const app = createApp(testConfig({ upstreamUrl: upstream.url, clientDist: dist.dir }), silentLogger());
    const res = await request(app).get('/readyz');
    app.resources.close();
    await upstream.close();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { upstream: 'ok', client: 'ok' } });
  });

  it('/readyz answers 503 when the upstream is unreachable', async () => {
    const app = createApp(
      testConfig({ upstreamUrl: `http://127.0.0.1:${await deadPort()}`, clientDist: dist.dir }),
      silentLogger(),
    );
    const res = await request(app).get('/readyz');
    app.resources.close();
    expect(res.status).toBe(503);
    expect(res.body.checks.upstream).toBe('unreachable');
  });

  it('/readyz answers 503 within its probe limit when the upstream hangs', async () => {
    const upstream = await startUpstream(() => undefined);
    const app = createApp(
      testConfig({ upstreamUrl: upstream.url, clientDist: dist.dir, proxyTimeoutMs: 200 }),
      silentLogger(),
    );
    // The upstream never answers: any answer at all is the probe giving up on its own limit.
    const res = await request(app).get('/readyz');
    app.resources.close();
    await upstream.close();
    expect(res.status).toBe(503);
  });

  it('/readyz answers 503 when the client is not built', async () => {
    const upstream = await startUpstream((_req, res) => res.end());
    const app = createApp(
      testConfig({ upstreamUrl: upstream.url, clientDist: `${dist.dir}-missing` }),
      silentLogger(),
    );
    const res = await request(app).get('/readyz');
    app.resources.close();
    await upstream.close();
    expect(res.status).toBe(503);
    expect(res.body.checks.client).toBe('not built');
  });
});
