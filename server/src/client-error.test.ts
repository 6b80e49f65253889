// Requests Node's parser refuses (too long, not HTTP) are answered in the wire's JSON envelope, and
// the server keeps serving.
import net from 'node:net';
import { pino } from 'pino';
import { startServer, type RunningServer } from './serve.js';
import { testConfig } from '../test-support/fixtures.js';

const exchange = (port: number, bytes: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });

const bodyOf = (reply: string) => JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)) as unknown;

describe('requests the HTTP parser refuses', () => {
  let running: RunningServer;
  beforeAll(async () => {
    running = await startServer(testConfig(), pino({ level: 'silent' }));
  });
  afterAll(() => running.shutdown());

  it('answers a URL past the 16 KB header limit with a JSON 431', async () => {
    const reply = await exchange(
      running.port,
      `GET /api/goods/getAd?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 431 /);
    expect(reply).toMatch(/content-type: application\/json/i);
    expect(bodyOf(reply)).toEqual({ code: '431', msg: '请求地址或请求头过长', result: null });
  });

  it('answers bytes that are not HTTP with a JSON 400', async () => {
    const reply = await exchange(running.port, 'HELLO THERE\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(reply)).toEqual({ code: '400', msg: '请求格式有误', result: null });
  });

  it('keeps serving afterwards', async () => {
    const res = await fetch(`http://127.0.0.1:${running.port}/healthz`);
    expect(res.status).toBe(200);
  });
});
