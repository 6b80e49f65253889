// The drift check's verdicts on replies a real upstream may give: every odd reply is a verdict with
// a reason, never a thrown error.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { judge } from '../src/drift/judge';
import { politeMap } from '../src/drift/polite-pool';
import { send, type Sent } from '../src/drift/send';

const result = z.object({ list: z.array(z.object({ goodsId: z.number(), name: z.string() })) });
const reply = (body: unknown, status = 200, contentType = 'application/json'): Sent => ({
  kind: 'reply',
  status,
  contentType,
  location: null,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  ms: 1,
});

it('calls a reply that matches status, envelope, code and schema the same', () => {
  const sent = reply({ code: '01', msg: '成功', result: { list: [{ goodsId: 1, name: '苹果' }] } });
  expect(judge(sent, result)).toMatchObject({ verdict: 'same', httpStatus: 200, code: '01' });
});

it('lists the differing paths with expected and seen for a result that moved', () => {
  const sent = reply({ code: '01', msg: '成功', result: { list: [{ goodsId: '1', title: '苹果' }] } });
  expect(judge(sent, result)).toMatchObject({
    verdict: 'schema',
    differences: [
      { path: 'result.list.0.goodsId', expected: 'number', seen: 'string "1"' },
      { path: 'result.list.0.name', expected: 'string', seen: 'missing' },
    ],
  });
});

it('tells a changed code, a missing envelope and a non-200 status apart', () => {
  expect(judge(reply({ code: '52', msg: '请登录', result: null }), result)).toMatchObject({
    verdict: 'code',
    code: '52',
  });
  expect(judge(reply({ data: [] }), result)).toMatchObject({
    verdict: 'envelope',
    differences: [
      { path: 'code', expected: 'string', seen: 'missing' },
      { path: 'msg', expected: 'string', seen: 'missing' },
      { path: 'result', expected: 'present', seen: 'missing' },
    ],
  });
  expect(judge(reply({ code: '500', msg: 'x', result: null }, 500), result)).toMatchObject({
    verdict: 'status',
    httpStatus: 500,
  });
});

it('reports redirects, HTML pages, non-JSON, time-outs, huge bodies and network errors as verdicts', () => {
  expect(judge({ ...reply(''), status: 302, location: '/login' }, result)).toMatchObject({
    verdict: 'redirect',
    detail: 'redirected to /login',
  });
  expect(judge(reply('<!doctype html><title>维护中</title>', 200, 'text/html'), result)).toMatchObject({
    verdict: 'html',
    detail: 'an HTML page: "维护中"',
  });
  expect(judge(reply('OK', 200, 'text/plain'), result).verdict).toBe('not-json');
  expect(judge({ kind: 'timeout', ms: 10_000 }, result).verdict).toBe('timeout');
  expect(judge({ kind: 'too-large', status: 200, ms: 5 }, result).verdict).toBe('too-large');
  expect(judge({ kind: 'network', detail: 'ECONNRESET', ms: 5 }, result)).toMatchObject({
    verdict: 'network',
    detail: 'ECONNRESET',
  });
});

it('runs at most `concurrency` tasks at once and starts at most `perSecond` a second', async () => {
  let running = 0;
  let most = 0;
  const starts: number[] = [];
  await politeMap(
    Array.from({ length: 8 }, (_, i) => i),
    async () => {
      starts.push(performance.now());
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 30));
      running--;
    },
    { concurrency: 2, perSecond: 40 },
  );
  expect(most).toBe(2);
  // 8 starts 25 ms apart take at least 7 gaps (a little slack for timer rounding).
  expect(starts.at(-1)! - starts[0]!).toBeGreaterThanOrEqual(7 * 25 - 10);
});

it('stops reading a huge reply at the size limit and does not follow redirects', async () => {
  const server = createServer((req, res) => {
    if (req.url === '/moved') return void res.writeHead(302, { location: '/login' }).end();
    res.writeHead(200, { 'content-type': 'application/json' });
    // Streamed without a length, so only the reader's own count can stop it.
    for (let i = 0; i < 100; i++) res.write('x'.repeat(1024));
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const limits = { timeoutMs: 5000, maxBytes: 10 * 1024 };
  try {
    expect(await send({ method: 'GET', url: `${base}/huge`, headers: {} }, limits)).toMatchObject({
      kind: 'too-large',
      status: 200,
    });
    expect(await send({ method: 'GET', url: `${base}/moved`, headers: {} }, limits)).toMatchObject({
      kind: 'reply',
      status: 302,
      location: '/login',
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
