// Upstream faults seen through the server (see docs/architecture.md): down, slow, resetting, returning garbage,
// and clients hanging up. Every case is answered in the wire's shape (or, once part of an answer
// is on the wire, cut) within its limit, and the server keeps serving afterwards.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { catalogue, encodeCustomHeader, encodeForm, newReqId } from '@storefront/contracts';
import { startServer } from '../../server/src/serve.js';
import { send, serverConfig, silent, startStack, wireProblems, type RawReply, type Stack } from './stack.js';

/**
 * The server's answer limit in front of the real mock: every normal call of this file must meet it, so
 * it is far above a loaded 2-core machine's slowest normal call (300 ms failed there: a 504 for a
 * normal call after a fault).
 */
const PROXY_TIMEOUT_MS = 3_000;
/** The limit in front of the raw upstreams below, which answer at once or never: short, as no normal call goes there. */
const RAW_PROXY_TIMEOUT_MS = 300;
/**
 * How long the upstream holds a slow or silent call: far past any lag of a loaded machine, so an
 * answer before it (a 504, not the upstream's 200 or its dropped connection) shows that the server gave
 * up on its own limit. No test compares elapsed time with a bound of its own.
 */
const UPSTREAM_HOLD_MS = 20_000;
/** The test client's own limit: a reply or cut before it came from the server, not from the client. */
const CLIENT_LIMIT_MS = 25_000;

jest.setTimeout(30_000);

const hotGoods = () => ({
  method: 'POST',
  path: catalogue.getHotGoods.path,
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'domo-custom': encodeCustomHeader({}) },
  body: encodeForm({ pageNum: 1, pageSize: 4, reqId: newReqId() }),
});

const envelopeOf = (reply: RawReply) =>
  JSON.parse(reply.text) as { code: string; msg: string; result: unknown };

let faultsTried = 0;

describe('faults of the real mock-api through the server', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ proxyTimeoutMs: PROXY_TIMEOUT_MS, faultTimeoutMs: UPSTREAM_HOLD_MS });
  });
  afterAll(() => stack.close());
  afterEach(async () => {
    // The server still serves a normal call after every fault.
    const after = await send(stack.serverUrl, stack.agent, hotGoods());
    expect(wireProblems(after)).toEqual([]);
    expect(envelopeOf(after).code).toBe('01');
  });

  const withFault = (headers: Record<string, string>) => {
    const base = hotGoods();
    faultsTried++;
    return send(stack.serverUrl, stack.agent, { ...base, headers: { ...base.headers, ...headers } });
  };

  it('answers 504 in the envelope when the upstream is slower than PROXY_TIMEOUT_MS', async () => {
    const reply = await withFault({ 'x-mock-delay': String(UPSTREAM_HOLD_MS) });
    expect(reply.status).toBe(504);
    expect(envelopeOf(reply)).toEqual({ code: '504', msg: '上游服务响应超时，请稍后重试', result: null });
    // Timers fire late under load, never early: the limit was waited out.
    expect(reply.ms).toBeGreaterThanOrEqual(PROXY_TIMEOUT_MS - 10);
  });

  it('answers 504 when the upstream holds the request without answering', async () => {
    const reply = await withFault({ 'x-mock-fault': 'timeout' });
    // The mock drops the call after UPSTREAM_HOLD_MS (a 502): a 504 is the server's own limit.
    expect(reply.status).toBe(504);
    expect(wireProblems(reply, [504])).toEqual([]);
  });

  it('answers 502 in the envelope when the upstream resets the connection', async () => {
    const reply = await withFault({ 'x-mock-fault': 'reset' });
    expect(reply.status).toBe(502);
    // A 502, not the 504 of PROXY_TIMEOUT_MS: answered when the reset came.
    expect(envelopeOf(reply)).toEqual({ code: '502', msg: '上游服务不可用，请稍后重试', result: null });
  });

  it.each(['52', '02', '500'])("passes the upstream's own %s envelope through unchanged", async (fault) => {
    const reply = await withFault({ 'x-mock-fault': fault });
    expect(wireProblems(reply, [500])).toEqual([]);
    expect(envelopeOf(reply).code).toBe(fault);
  });

  it('answers a delay within the limit normally', async () => {
    const reply = await withFault({ 'x-mock-delay': '50' });
    expect(reply.status).toBe(200);
    expect(envelopeOf(reply).code).toBe('01');
  });

  it('cancels the upstream call when the client hangs up, and keeps serving', async () => {
    const url = new URL(stack.serverUrl);
    const hangUps = Array.from({ length: 10 }, (_, i) => {
      faultsTried++;
      return new Promise<void>((resolve) => {
        const base = hotGoods();
        const req = http.request({
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: base.path,
          agent: false,
          headers: {
            ...base.headers,
            'x-mock-delay': '5000',
            'content-length': i % 2 ? 100_000 : Buffer.byteLength(base.body),
          },
        });
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        // Half of them hang up mid-body, half while waiting for the answer.
        req.write(i % 2 ? 'pageNum=1&x='.padEnd(40_000, 'x') : base.body);
        setTimeout(() => req.destroy(), 50);
      });
    });
    await Promise.all(hangUps);
    const health = await send(stack.serverUrl, false, { method: 'GET', path: '/healthz' });
    expect(health.status).toBe(200);
  });

  it('answers 502 at once when the upstream is down, then recovers when it is back', async () => {
    faultsTried++;
    const port = await freePort();
    const server = await startServer(
      serverConfig({ upstreamUrl: `http://127.0.0.1:${port}`, proxyTimeoutMs: PROXY_TIMEOUT_MS }),
      silent,
    );
    const back = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"code":"01","msg":"回来了","result":null}');
    });
    try {
      const down = await send(`http://127.0.0.1:${server.port}`, false, hotGoods());
      expect(down.status).toBe(502);
      // A 502, not the 504 of PROXY_TIMEOUT_MS: answered when the connection was refused.
      expect(wireProblems(down, [502])).toEqual([]);
      await new Promise<void>((resolve) => back.listen(port, '127.0.0.1', resolve));
      const up = await send(`http://127.0.0.1:${server.port}`, false, hotGoods());
      expect(envelopeOf(up)).toEqual({ code: '01', msg: '回来了', result: null });
    } finally {
      back.closeAllConnections();
      back.close();
      await server.shutdown();
    }
  });
});

const freePort = async (): Promise<number> => {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
};

/** A raw TCP upstream that answers every connection with the given behaviour. */
async function rawUpstream(
  onConnection: (socket: net.Socket) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    // Read the request first, as a real (if broken) server would.
    socket.once('data', () => onConnection(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The client saw its connection cut instead of an answer. */
interface Cut {
  cut: string;
}
const isCut = (reply: RawReply | Cut): reply is Cut => 'cut' in reply;

const JSON_HEAD = 'HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\n';

describe('an upstream returning garbage', () => {
  const cases: Array<[string, (socket: net.Socket) => void, (reply: RawReply | Cut) => void]> = [
    [
      'bytes that are not HTTP',
      (socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n\r\n\u0000\u00ff'),
      (reply) => {
        expect(isCut(reply)).toBe(false);
        expect((reply as RawReply).status).toBe(502);
        expect(wireProblems(reply as RawReply, [502])).toEqual([]);
      },
    ],
    [
      'an HTML error page instead of JSON',
      (socket) => {
        const page = '<html><body><h1>502 Bad Gateway</h1></body></html>';
        socket.end(
          `HTTP/1.1 502 Bad Gateway\r\nContent-Type: text/html\r\nContent-Length: ${page.length}\r\nConnection: close\r\n\r\n${page}`,
        );
      },
      (reply) => {
        expect(isCut(reply)).toBe(false);
        expect((reply as RawReply).status).toBe(502);
        expect(wireProblems(reply as RawReply, [502])).toEqual([]);
      },
    ],
    [
      'plain text with a 200',
      (socket) =>
        socket.end(
          'HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok',
        ),
      (reply) => {
        expect(isCut(reply)).toBe(false);
        expect((reply as RawReply).status).toBe(502);
        expect(wireProblems(reply as RawReply, [502])).toEqual([]);
      },
    ],
    [
      'a body shorter than its Content-Length, then a close',
      (socket) => socket.end(`${JSON_HEAD}Content-Length: 1000\r\n\r\n{"code":"01","msg"`),
      // Part of the answer is already on the wire: the honest signal left is a cut connection.
      (reply) => expect(isCut(reply)).toBe(true),
    ],
    [
      'headers, then silence',
      (socket) => socket.write(`${JSON_HEAD}Content-Length: 100\r\n\r\n{"code":`),
      (reply) => expect(isCut(reply)).toBe(true),
    ],
    [
      'a status line and no headers end',
      (socket) => socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n'),
      (reply) => {
        expect(isCut(reply)).toBe(false);
        expect((reply as RawReply).status).toBe(504);
        expect(wireProblems(reply as RawReply, [504])).toEqual([]);
      },
    ],
    [
      'a close before any byte',
      (socket) => socket.destroy(),
      (reply) => {
        expect(isCut(reply)).toBe(false);
        expect((reply as RawReply).status).toBe(502);
      },
    ],
  ];

  it.each(cases)(
    "%s: answered in the wire's shape or cut, within the limit, and the server keeps serving",
    async (_name, behave, check) => {
      faultsTried++;
      const upstream = await rawUpstream(behave);
      const server = await startServer(
        serverConfig({ upstreamUrl: upstream.url, proxyTimeoutMs: RAW_PROXY_TIMEOUT_MS }),
        silent,
      );
      const base = `http://127.0.0.1:${server.port}`;
      try {
        const reply = await send(base, false, hotGoods(), CLIENT_LIMIT_MS).catch((err: Error): Cut => ({
          cut: err.message,
        }));
        // The server ends it (its body idle limit is five times the answer limit): the client's own
        // limit, far above that, never fires.
        if (isCut(reply)) expect(reply.cut).not.toMatch(/no answer within/);
        check(reply);
        const health = await send(base, false, { method: 'GET', path: '/healthz' });
        expect(health.status).toBe(200);
      } finally {
        server.server.closeAllConnections();
        await server.shutdown();
        await upstream.close();
      }
    },
  );

  it('keeps a too-long body from leaking into the next answer on the same upstream socket', async () => {
    faultsTried++;
    let n = 0;
    const upstream = await rawUpstream(function answer(socket) {
      n++;
      // First answer: Content-Length says 12 but 40 bytes follow; then answer normally on the same socket.
      const body =
        n === 1
          ? '{"code":"01","msg":"x","result":"EXTRA-BYTES"}'
          : '{"code":"01","msg":"second","result":null}';
      const length = n === 1 ? 12 : Buffer.byteLength(body);
      socket.write(`${JSON_HEAD}Content-Length: ${length}\r\n\r\n${body}`);
      socket.once('data', () => answer(socket));
    });
    const server = await startServer(
      serverConfig({ upstreamUrl: upstream.url, proxyTimeoutMs: PROXY_TIMEOUT_MS }),
      silent,
    );
    const base = `http://127.0.0.1:${server.port}`;
    try {
      await send(base, false, hotGoods()).catch(() => undefined);
      const second = await send(base, false, hotGoods());
      expect(second.text).not.toContain('EXTRA-BYTES');
      expect(wireProblems(second, [502])).toEqual([]);
    } finally {
      server.server.closeAllConnections();
      await server.shutdown();
      await upstream.close();
    }
  });

  afterAll(() => {
    console.log(`faults: ${faultsTried} fault cases tried through the server`);
  });
});
