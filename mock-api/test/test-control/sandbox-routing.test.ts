// Sandboxes spread over several mock-api instances by a consistent hash of the sandbox id, as the
// router of deploy/kubernetes/overlays/sandboxes does: every request of one sandbox (header or
// cookie) reaches the same instance, which keeps its state; when that instance is replaced (a pod
// restarted or moved), the next request starts the sandbox afresh from its scenario there, and the
// journal says so.
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import request from 'supertest';
import { DEMO_MOBILE, DEMO_PASSWORD } from '../../src/domain/account/accounts';
import { SANDBOX_COOKIE, SANDBOX_HEADER, sandboxIdOf } from '../../src/test-control/sandboxes';
import { pickSelfSku, startHarness, type Harness, type Identity } from '../harness';

const PODS = ['mock-api-0', 'mock-api-1', 'mock-api-2'];
// Each instance and each sandbox is a seeded store made from a scenario: slower than one call.
jest.setTimeout(30_000);

/** A hash ring with virtual points per pod, like nginx's `hash … consistent` (ketama). */
const ring = (pods: string[], points = 160) =>
  pods
    .flatMap((pod) =>
      Array.from({ length: points }, (_, i) => ({
        at: createHash('sha1').update(`${pod}-${i}`).digest().readUInt32BE(0),
        pod,
      })),
    )
    .sort((a, b) => a.at - b.at);

const podFor = (points: ReturnType<typeof ring>, key: string): string => {
  const at = createHash('sha1').update(key).digest().readUInt32BE(0);
  return (points.find((p) => p.at >= at) ?? points[0]!).pod;
};

/** The instances and a router that sends each call where the sandbox id it carries hashes to. */
const cluster = () => {
  const instances = new Map(PODS.map((pod) => [pod, startHarness()]));
  const points = ring(PODS);
  const route = (headers: Record<string, string>): Harness => {
    const id = sandboxIdOf(headers[SANDBOX_HEADER], headers.Cookie) ?? '';
    return instances.get(podFor(points, id))!;
  };
  return {
    instances,
    podOf: (id: string) => podFor(points, id),
    call: (
      name: Parameters<Harness['call']>[0],
      body: Record<string, unknown>,
      who: Identity | null,
      headers: Record<string, string>,
    ) => route(headers).call(name, body, who, headers),
    /** The pod's process is gone and a new one answers under the same name (a restart or a move). */
    replace: async (pod: string) => {
      await instances.get(pod)!.close();
      instances.set(pod, startHarness());
    },
    close: async () => {
      for (const h of instances.values()) await h.close();
    },
  };
};

type Cluster = ReturnType<typeof cluster>;

const loginDemo = async (c: Cluster, headers: Record<string, string>): Promise<Identity> => {
  const reply = await c.call(
    'mobileAndPasswordToLogin',
    { mobile: DEMO_MOBILE, password: DEMO_PASSWORD },
    null,
    headers,
  );
  expect(reply.code).toBe('01');
  return { token: reply.result.token, userId: reply.result.userId };
};

const cartSkus = async (c: Cluster, who: Identity, headers: Record<string, string>): Promise<string> =>
  JSON.stringify((await c.call('getCart', {}, who, headers)).result);

describe('sandboxes routed by a consistent hash over several instances', () => {
  let c: Cluster;
  beforeEach(() => {
    c = cluster();
  });
  afterEach(() => c.close());

  it('keeps a sandbox’s state across requests, by header and by cookie alike, on one instance only', async () => {
    const byHeader = { [SANDBOX_HEADER]: 'ci-worker-7' };
    const byCookie = { Cookie: `theme=dark; ${SANDBOX_COOKIE}=ci-worker-7` };
    const sku = pickSelfSku(c.instances.get(PODS[0]!)!.seed, 5);
    const demo = await loginDemo(c, byHeader);
    const added = await c.call(
      'addCart',
      { goodsId: sku.goodsId, skuId: sku.skuId, quantity: 2 },
      demo,
      byHeader,
    );
    expect(added.code).toBe('01');

    expect(await cartSkus(c, demo, byHeader)).toContain(String(sku.skuId));
    expect(await cartSkus(c, demo, byCookie)).toContain(String(sku.skuId));
    const home = c.podOf('ci-worker-7');
    for (const [pod, h] of c.instances)
      expect(h.app.mock.sandboxes.get('ci-worker-7') !== undefined).toBe(pod === home);
  });

  it('spreads many sandboxes over every instance', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `ci-${i}`);
    for (const id of ids)
      expect((await c.call('getTimeAxisV2', {}, null, { [SANDBOX_HEADER]: id })).code).toBe('01');
    const counts = PODS.map((pod) => c.instances.get(pod)!.app.mock.sandboxes.list().length);
    expect(counts.reduce((a, b) => a + b)).toBe(ids.length);
    expect(counts.every((n) => n > 0)).toBe(true);
  });

  it('starts a sandbox from its scenario on a fresh instance, with a journal note saying why', async () => {
    const inSandbox = { [SANDBOX_HEADER]: 'ci-moved' };
    const sku = pickSelfSku(c.instances.get(PODS[0]!)!.seed, 5);
    const before = await loginDemo(c, inSandbox);
    const scenarioCart = await cartSkus(c, before, inSandbox);
    await c.call('addCart', { goodsId: sku.goodsId, skuId: sku.skuId, quantity: 1 }, before, inSandbox);
    expect(await cartSkus(c, before, inSandbox)).toContain(String(sku.skuId));

    const pod = c.podOf('ci-moved');
    await c.replace(pod);

    // The old session is unknown here; the scenario's account and cart are as the scenario made them.
    expect((await c.call('getCart', {}, before, inSandbox)).code).toBe('52');
    const after = await loginDemo(c, inSandbox);
    expect(await cartSkus(c, after, inSandbox)).toBe(scenarioCart);

    const journal = await request(c.instances.get(pod)!.app)
      .get('/__mock/journal')
      .query({ sandbox: 'ci-moved' });
    const entries = journal.body.result.entries as Array<{ path: string; note: string | null }>;
    const notes = entries.filter((e) => e.note !== null);
    expect(notes).toHaveLength(1);
    // Newest first: the note is on the oldest call, the one that made the sandbox on this instance.
    expect(entries.at(-1)!.note).toBe(notes[0]!.note);
    expect(notes[0]!.note).toContain('沙箱 ci-moved 在实例');
    expect(notes[0]!.note).toContain(hostname());
    expect(notes[0]!.note).toContain('从场景 demo 开始');
    expect(notes[0]!.note).toContain('之前的状态不会带到这里');
  });
});
