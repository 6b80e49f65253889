// @storefront/mock-api/kit against a real mock on an OS-assigned port: sandboxes with ids unique per
// run, worker and test, calls through the wire, the clock, payments, messages, HAR, expectCalled
// rejecting with the near misses, and dispose.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mockClient, newSandboxId, type MockClient } from '../../src/kit';
import { pickSelfSku, startHarness } from '../harness';

jest.setTimeout(30_000);

const h = startHarness({ scenario: 'demo' });
const sku = pickSelfSku(h.seed, 10);
let server: Server;
let mock: MockClient;

beforeAll(async () => {
  server = createServer(h.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  mock = mockClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await h.close();
});

describe('sandbox ids', () => {
  it('differ per test, per worker and per run, and fit the mock’s id rule', () => {
    const ids = [
      newSandboxId('suite', { JEST_WORKER_ID: '1' }),
      newSandboxId('suite', { JEST_WORKER_ID: '1' }),
      newSandboxId('suite', { JEST_WORKER_ID: '2' }),
    ];
    expect(new Set(ids).size).toBe(3);
    expect(ids[2]).toContain('-w2-');
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    // Another run of the same suite (another process) has another run part.
    const runPart = (id: string) => id.split('-')[1];
    expect(runPart(ids[0]!)).toBe(runPart(ids[1]!));
  });
});

/** A web server in front of the mock that passes only the shop's `/api` calls on, as the server does. */
async function apiOnlyProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const proxy = createServer((req, res) => {
    if (!req.url?.startsWith('/api/')) return void res.writeHead(404).end();
    const upstream = request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

describe('a sandbox', () => {
  it('calls through a web server in front of the mock, its test control going to adminUrl', async () => {
    const front = await apiOnlyProxy(mock.baseUrl);
    const client = mockClient({ baseUrl: front.url, adminUrl: mock.baseUrl });
    // The proxy closes even when the sandbox cannot be made (an open server would keep jest running).
    const sb = await client.sandbox().catch(async (err: unknown) => {
      await front.close();
      throw err;
    });
    try {
      await sb.login();
      await sb.call('addCart', { goodsId: sku.goodsId, skuId: sku.skuId, quantity: 2 });
      await expect(sb.expectCalled('addCart', { where: { quantity: 2, code: '01' } })).resolves.toMatchObject(
        {
          matched: 1,
        },
      );
    } finally {
      await sb.dispose();
      await front.close();
    }
  });

  it('keeps its cart apart from another sandbox of the same suite', async () => {
    const [a, b] = await Promise.all([mock.sandbox(), mock.sandbox()]);
    try {
      await Promise.all([a.login(), b.login()]);
      const before = await b.call('getCart');
      expect(before.code).toBe('01');
      const added = await a.call('addCart', { goodsId: sku.goodsId, skuId: sku.skuId, quantity: 3 });
      expect(added.code).toBe('01');
      expect((await a.call('getCart')).result).not.toEqual(before.result);
      expect((await b.call('getCart')).result).toEqual(before.result);
    } finally {
      await Promise.all([a.dispose(), b.dispose()]);
    }
  });

  it('asserts the calls it received, and rejects with the near misses', async () => {
    const sb = await mock.sandbox();
    try {
      await sb.login();
      await sb.call('addCart', { goodsId: sku.goodsId, skuId: sku.skuId, quantity: 3 });
      await sb.call('addCart', { goodsId: sku.goodsId, skuId: sku.skuId, quantity: 0 });
      await expect(sb.expectCalled('addCart', { where: { quantity: 3 }, times: 1 })).resolves.toMatchObject({
        matched: 1,
      });
      await expect(sb.expectNotCalled('buy')).resolves.toMatchObject({ matched: 0 });
      const miss = sb.expectCalled('addCart', { where: { quantity: 9 }, timeoutMs: 300 });
      await expect(miss).rejects.toThrow(/Near misses:[\s\S]*quantity: expected 9, seen "3"/);
      // A mistyped name (past the types, e.g. from JavaScript) is answered with the close ones.
      await expect(sb.expectCalled('addCartt' as 'addCart', { timeoutMs: 0 })).rejects.toThrow(
        /目录中没有接口 addCartt，是否想找：addCart/,
      );
      await expect(sb.expectNotCalled('addCart', { where: { quantity: 3 } })).rejects.toThrow(
        /never, matched 1/,
      );
    } finally {
      await sb.dispose();
    }
  });

  it('moves its own clock, plans a failed payment, lists SMS codes and exports HAR', async () => {
    const sb = await mock.sandbox({ scenario: 'new-user' });
    try {
      const before = await sb.clock.now();
      expect(await sb.clock.advance(60_000)).toBeGreaterThanOrEqual(before + 60_000);
      await sb.payments.next('fail');
      await sb.call('appSendSMS', { mobile: '13900001111', scene: 'register' });
      const messages = await sb.messages('13900001111');
      expect(messages[0]).toMatchObject({ mobile: '13900001111', scene: 'register', valid: true });
      const har = await sb.har();
      expect(har.log.entries.length).toBeGreaterThan(0);
    } finally {
      await sb.dispose();
    }
  });

  it('is gone after dispose', async () => {
    const sb = await mock.sandbox();
    await sb.dispose();
    const listed = (await (await fetch(`${mock.baseUrl}/__mock/sandboxes`)).json()) as {
      result: { sandboxes: Array<{ id: string }> };
    };
    expect(listed.result.sandboxes.map((s) => s.id)).not.toContain(sb.id);
  });
});
