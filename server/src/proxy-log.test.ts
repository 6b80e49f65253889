// The request lines of proxied calls: successes sampled one in PROXIED_SUCCESS_SAMPLE (the line
// says so), every failure written, and every line at debug level.
import { Writable } from 'node:stream';
import { pino, type Level } from 'pino';
import request from 'supertest';
import { createApp } from './app.js';
import { PROXIED_SUCCESS_SAMPLE } from './logger.js';
import { startUpstream, testConfig, type FakeUpstream } from '../test-support/fixtures.js';

const captureLogger = (level: Level) => {
  const lines: Array<Record<string, any>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
};

describe('request lines of proxied calls', () => {
  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startUpstream((req, res) => {
      const status = req.url!.startsWith('/api/missing') ? 404 : 200;
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end('{"code":"01","msg":"成功","result":null}');
    });
  });
  afterAll(() => upstream.close());

  const calls = async (level: Level, path: string, count: number) => {
    const { logger, lines } = captureLogger(level);
    const app = createApp(testConfig({ upstreamUrl: upstream.url }), logger);
    for (let i = 0; i < count; i++) await request(app).get(`${path}?reqId=call-${i}`);
    app.resources.close();
    return lines.filter((line) => line.req);
  };

  it('writes one success in PROXIED_SUCCESS_SAMPLE, the first included, with its fields and the sample size', async () => {
    const lines = await calls('info', '/api/goods/getAd', 2 * PROXIED_SUCCESS_SAMPLE + 1);
    expect(lines.map((line) => line.req.id)).toEqual([
      'call-0',
      `call-${PROXIED_SUCCESS_SAMPLE}`,
      `call-${2 * PROXIED_SUCCESS_SAMPLE}`,
    ]);
    expect(lines[0]).toMatchObject({
      level: 30,
      req: { id: 'call-0', method: 'GET', url: '/api/goods/getAd?reqId=call-0' },
      res: { statusCode: 200 },
      sampleOf: PROXIED_SUCCESS_SAMPLE,
      msg: 'request completed',
    });
    expect(typeof lines[0]!.responseTime).toBe('number');
  });

  it('writes every refused call', async () => {
    const lines = await calls('info', '/api/missing', 3);
    expect(lines.map((line) => [line.req.id, line.level, line.sampleOf])).toEqual([
      ['call-0', 40, undefined],
      ['call-1', 40, undefined],
      ['call-2', 40, undefined],
    ]);
  });

  it('writes every success at debug level', async () => {
    const lines = await calls('debug', '/api/goods/getAd', 3);
    expect(lines.map((line) => [line.req.id, line.sampleOf])).toEqual([
      ['call-0', undefined],
      ['call-1', undefined],
      ['call-2', undefined],
    ]);
  });
});
