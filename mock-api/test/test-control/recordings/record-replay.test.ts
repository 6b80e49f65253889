// Record and replay: the mock as a recording proxy in front of an upstream (another mock, built from
// a different seed so its goods differ), a browsing session through it, and the recording replayed
// by the `recorded-shop` scenario in front of the mock's own rules.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  catalogue,
  encodeCustomHeader,
  encodeForm,
  newReqId,
  type EndpointName,
} from '@storefront/contracts';
import { createApp } from '../../../src/http/app';

jest.setTimeout(60_000);

type Reply = { code: string; msg: string; result: any };
type Who = { token: string; uid: string } | null;

const servers: Server[] = [];
let dir: string;

async function listen(
  handler: Parameters<typeof createServer>[0] | ReturnType<typeof createApp>,
): Promise<string> {
  const server = createServer(handler as Parameters<typeof createServer>[0]);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function call(
  base: string,
  name: EndpointName,
  input: Record<string, unknown> = {},
  who: Who = null,
  headers: Record<string, string> = {},
): Promise<{ reply: Reply; replayed: string | null }> {
  const entry = catalogue[name];
  const fields = encodeForm({ ...input, reqId: newReqId() });
  const url = `${base}${entry.path}${entry.method === 'GET' ? `?${fields}` : ''}`;
  const res = await fetch(url, {
    method: entry.method,
    headers: {
      'domo-custom': encodeCustomHeader(who ?? {}),
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: entry.method === 'GET' ? undefined : fields,
  });
  return { reply: (await res.json()) as Reply, replayed: res.headers.get('x-mock-replayed') };
}

const hotPage = { pageNum: 1, pageSize: 10 };

let upstream: string;
let recorder: string;
let recordingDir: string;
let upstreamHot: Reply;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'record-replay-'));
  recordingDir = join(dir, 'recordings', 'recorded-shop');
  // A different seed: the upstream's goods are not the replaying mock's.
  upstream = await listen(createApp({ seedNumber: 7, uploadsDir: join(dir, 'up') }));
  recorder = await listen(
    createApp({ uploadsDir: join(dir, 'rec'), record: { upstream, dir: recordingDir } }),
  );
  // The browsing session: the home page's reads, a goods page, a login and the cart.
  upstreamHot = (await call(recorder, 'getHotGoods', hotPage)).reply;
  await call(recorder, 'getHotGoods', { pageSize: 10, pageNum: 1 }); // the same request again
  await call(recorder, 'getAdByHome');
  await call(recorder, 'getGoods', { goodsId: upstreamHot.result.list[0].goodsId });
  const login = await call(recorder, 'mobileAndPasswordToLogin', {
    mobile: '13800138000',
    password: 'demo1234',
  });
  const who = { token: login.reply.result.token as string, uid: String(login.reply.result.userId) };
  await call(recorder, 'getCart', {}, who);
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
  rmSync(dir, { recursive: true, force: true });
});

const recorded = (name: EndpointName) =>
  JSON.parse(readFileSync(join(recordingDir, `${name}.json`), 'utf8')) as {
    operation: string;
    calls: Array<{ request: Record<string, unknown>; reply: Reply; drift: unknown }>;
  };

describe('recording through the mock', () => {
  it('passes the upstream reply through and writes one file per operation, deduplicated by request', async () => {
    const direct = await call(upstream, 'getHotGoods', hotPage);
    expect(upstreamHot).toEqual(direct.reply);
    const hot = recorded('getHotGoods');
    expect(hot.operation).toBe('getHotGoods');
    expect(hot.calls).toHaveLength(1);
    expect(hot.calls[0]).toMatchObject({ request: { pageNum: '1', pageSize: '10' }, drift: null });
    expect(hot.calls[0]!.reply).toEqual(upstreamHot);
  });

  it('masks tokens, passwords and phone numbers on disk', () => {
    const text = readFileSync(join(recordingDir, 'mobileAndPasswordToLogin.json'), 'utf8');
    expect(text).not.toContain('13800138000');
    expect(text).not.toContain('demo1234');
    const login = recorded('mobileAndPasswordToLogin').calls[0]!;
    expect(login.request).toEqual({ mobile: '138****8000', password: '***' });
    expect(login.reply.result.token).toBe('***');
    expect(JSON.stringify(login.reply)).toContain('138****8000');
  });

  it('records a reply that does not match the catalogue, flagged with what differs', async () => {
    const drifting = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: '01', msg: '成功', result: { list: [{ goodsId: '1' }] } }));
    });
    const driftDir = join(dir, 'recordings', 'drifting');
    const proxy = await listen(
      createApp({ uploadsDir: join(dir, 'd'), record: { upstream: drifting, dir: driftDir } }),
    );
    await call(proxy, 'getHotGoods', hotPage);
    // A path the catalogue lacks still reaches the upstream, and is not recorded.
    const extra = await fetch(`${proxy}/api/only/upstream/knows`, { method: 'POST' });
    expect(extra.status).toBe(200);
    expect(readdirSync(driftDir)).toEqual(['getHotGoods.json']);
    const file = JSON.parse(readFileSync(join(driftDir, 'getHotGoods.json'), 'utf8'));
    expect(file.calls[0].drift).toMatchObject({
      verdict: 'schema',
      differences: expect.arrayContaining([
        { path: 'result.list.0.goodsId', expected: 'number', seen: 'string "1"' },
      ]),
    });
  });
});

describe('replaying a recording in a scenario', () => {
  let replayer: string;
  beforeAll(async () => {
    replayer = await listen(
      createApp({
        uploadsDir: join(dir, 'play'),
        scenario: 'recorded-shop',
        recordingsRoot: join(dir, 'recordings'),
      }),
    );
  });

  it('answers a recorded read with the recorded reply, the same parameters first', async () => {
    const mockOwn = await call(
      await listen(createApp({ uploadsDir: join(dir, 'own') })),
      'getHotGoods',
      hotPage,
    );
    const { reply, replayed } = await call(replayer, 'getHotGoods', hotPage);
    expect(replayed).toBe('recorded-shop');
    expect(reply).toEqual(upstreamHot);
    expect(reply.result.list[0].name).not.toBe(mockOwn.reply.result.list[0].name);
  });

  it("answers other parameters with the operation's closest recorded reply", async () => {
    const { reply, replayed } = await call(replayer, 'getHotGoods', { pageNum: 1, pageSize: 20 });
    expect(replayed).toBe('recorded-shop');
    expect(reply).toEqual(upstreamHot);
  });

  it('leaves what the recording does not cover, logins and the caller’s own lists to the mock', async () => {
    const category = await call(replayer, 'getCategory');
    expect(category.replayed).toBeNull();
    expect(category.reply.code).toBe('01');
    const login = await call(replayer, 'mobileAndPasswordToLogin', {
      mobile: '13800138000',
      password: 'demo1234',
    });
    expect(login.replayed).toBeNull();
    expect(login.reply.result.token).not.toBe('***');
    const cart = await call(
      replayer,
      'getCart',
      {},
      { token: login.reply.result.token, uid: String(login.reply.result.userId) },
    );
    expect(cart.replayed).toBeNull();
    expect(cart.reply.code).toBe('01');
  });

  it('replays in a sandbox started from the scenario too', async () => {
    const plain = await listen(
      createApp({ uploadsDir: join(dir, 'sb'), recordingsRoot: join(dir, 'recordings') }),
    );
    const headers = { 'x-mock-sandbox': 'replay-1', 'x-mock-scenario': 'recorded-shop' };
    const { reply, replayed } = await call(plain, 'getHotGoods', hotPage, null, headers);
    expect(replayed).toBe('recorded-shop');
    expect(reply).toEqual(upstreamHot);
    expect((await call(plain, 'getHotGoods', hotPage)).replayed).toBeNull();
  });

  it('lists the recordings at GET /__mock/recordings', async () => {
    const res = await fetch(`${replayer}/__mock/recordings`);
    const body = (await res.json()) as Reply;
    expect(body.result).toEqual(
      expect.arrayContaining([
        { name: 'recorded-shop', operations: 5, calls: 5, drifted: 0 },
        { name: 'drifting', operations: 1, calls: 1, drifted: 1 },
      ]),
    );
  });
});
