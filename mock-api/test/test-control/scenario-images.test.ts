// A sandbox starts from its scenario's image (the rows laid once, copied): each copy is its own, and
// the image is laid again once it is older than SCENARIO_IMAGE_MS, so a visitor's history stays recent;
// a frozen scenario's clock stands where its image's history ends.
import pino from 'pino';
import { createSeed } from '../../src/seed';
import { SandboxRegistry, type Sandbox } from '../../src/test-control/sandboxes';
import { SCENARIO_IMAGE_MS } from '../../src/test-control/scenario-images';
import { upkeep } from '../../src/domain/upkeep';
import { FakeClock } from '../harness';

const seed = createSeed(20261122, Date.UTC(2026, 10, 20));
const rowsOf = (s: Sandbox, table: string): unknown[] =>
  s.store.sql.prepare(`SELECT * FROM ${table} ORDER BY id`).all();
const statusesOf = (s: Sandbox, table: string): string[] =>
  (s.store.sql.prepare(`SELECT status FROM ${table}`).all() as { status: string }[]).map((r) => r.status);
const newestOrderAt = (s: Sandbox): number =>
  (s.store.sql.prepare('SELECT max(create_time) AS t FROM orders').get() as { t: number }).t;

describe('sandboxes made from a scenario image', () => {
  let registry: SandboxRegistry;
  const wall = new FakeClock();
  beforeEach(() => {
    registry = new SandboxRegistry({ seed, log: pino({ level: 'silent' }), wall: wall.now, max: 10 });
  });
  afterEach(() => registry.closeAll());

  it('gives each sandbox its own copy of the same rows', async () => {
    const a = await registry.use('a', 'demo');
    const b = await registry.use('b', 'demo');
    expect(rowsOf(a, 'orders').length).toBeGreaterThan(3);
    expect(rowsOf(b, 'orders')).toEqual(rowsOf(a, 'orders'));
    expect(rowsOf(b, 'cart_items')).toEqual(rowsOf(a, 'cart_items'));

    a.store.atomic(() => a.store.sql.exec('DELETE FROM cart_items'));
    a.store.changed();
    expect(rowsOf(a, 'cart_items')).toEqual([]);
    expect(rowsOf(b, 'cart_items').length).toBeGreaterThan(0);
    // A sandbox made after the change still starts from the scenario, not from `a`.
    const c = await registry.use('c', 'demo');
    expect(rowsOf(c, 'cart_items')).toEqual(rowsOf(b, 'cart_items'));
  });

  it('lays the scenario again once its image is older than SCENARIO_IMAGE_MS', async () => {
    const first = newestOrderAt(await registry.use('early', 'demo'));
    wall.advance(SCENARIO_IMAGE_MS / 2);
    expect(newestOrderAt(await registry.use('same-image', 'demo'))).toBe(first);
    wall.advance(SCENARIO_IMAGE_MS);
    expect(newestOrderAt(await registry.use('late', 'demo'))).toBe(first + 1.5 * SCENARIO_IMAGE_MS);
  });

  it("stands a frozen scenario's copy at the instant its rows were laid, so reviews due 10 s later stay pending", async () => {
    // after-sale: frozen at now, with a refund and a repair 审核中 (their simulated review due 10 s on).
    const first = await registry.use('first', 'after-sale');
    wall.advance(SCENARIO_IMAGE_MS / 2);
    const later = await registry.use('later', 'after-sale');
    expect(later.clock.now()).toBe(first.clock.now());
    later.store.atomic(() => upkeep({ store: later.store, seed: later.store.seed, now: later.clock.now }));
    expect(statusesOf(later, 'refunds')).toContain('applying');
    expect(statusesOf(later, 'repairs')).toContain('applying');
  });

  it('refuses an unknown scenario as before, with the names there are', async () => {
    await expect(registry.use('x', 'no-such-scenario')).rejects.toThrow(/没有名为“no-such-scenario”的场景/);
    expect(registry.get('x')).toBeUndefined();
  });
});
