import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { createApp } from './app.js';
import { requestId } from './logger.js';
import { testConfig } from '../test-support/fixtures.js';

const captureLogger = () => {
  const lines: Array<Record<string, any>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
};

describe('request logs', () => {
  it('logs each request with the reqId from the query and echoes it in x-request-id', async () => {
    const { logger, lines } = captureLogger();
    const app = createApp(testConfig(), logger);
    const reqId = '9b2c7f7e-5a52-4a39-9a8e-3f5f4f8f1c2d';
    const res = await request(app).get(`/runtime-config.js?reqId=${reqId}`);
    app.resources.close();
    expect(res.headers['x-request-id']).toBe(reqId);
    const line = lines.find((entry) => entry.req?.url?.startsWith('/runtime-config.js'));
    expect(line?.req.id).toBe(reqId);
    expect(line?.res.statusCode).toBe(200);
  });

  it('generates an id when the request carries none', async () => {
    const { logger } = captureLogger();
    const app = createApp(testConfig(), logger);
    const res = await request(app).get('/runtime-config.js');
    app.resources.close();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs a refused page as a warning with its status and time taken', async () => {
    const { logger, lines } = captureLogger();
    const app = createApp(testConfig(), logger);
    await request(app).post('/home');
    app.resources.close();
    const line = lines.find((entry) => entry.req?.url === '/home');
    expect(line).toMatchObject({ level: 40, res: { statusCode: 404 }, msg: 'request completed' });
    expect(typeof line?.responseTime).toBe('number');
  });

  it('does not log health probes', async () => {
    const { logger, lines } = captureLogger();
    const app = createApp(testConfig(), logger);
    await request(app).get('/healthz');
    app.resources.close();
    expect(lines.filter((entry) => entry.req)).toHaveLength(0);
  });

  it('ignores ids that could forge log lines or headers', () => {
    const id = requestId({
      url: '/api?reqId=%0d%0aSet-Cookie:%20x',
      headers: { 'x-request-id': 'a\nb' },
    } as any);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('uses a well-formed x-request-id from a front proxy when the query has none', () => {
    expect(requestId({ url: '/api/x', headers: { 'x-request-id': 'lb-1234' } } as any)).toBe('lb-1234');
  });
});
