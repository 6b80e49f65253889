// Scenario files: each shipped file loads and applies; a broken file names its line and column;
// the demo account's lived-in history is there through the wire, comes back on reset, and what a
// user adds survives a restart.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { pino } from 'pino';
import { DEFAULT_SEED, seedFor } from '../../../src/http/app';
import { DEMO_MOBILE, DEMO_PASSWORD } from '../../../src/domain/account/accounts';
import { MEMORY } from '../../../src/persistence/open-database';
import { createStore } from '../../../src/persistence/store';
import { ALL_TABLES } from '../../../src/domain/tables';
import {
  applyScenario,
  getScenario,
  listScenarios,
  parseScenario,
  prepareFromScenario,
  ScenarioError,
} from '../../../src/test-control/scenarios/index';
import { FakeClock, startHarness, type Harness, type Identity } from '../../harness';

const fixture = (name: string) => join(__dirname, '..', '..', 'fixtures', 'scenarios', name);
const loadFixture = (name: string) => parseScenario(readFileSync(fixture(name), 'utf8'), `fixtures/${name}`);

async function loginDemo(h: Harness): Promise<Identity> {
  const reply = await h.call('mobileAndPasswordToLogin', { mobile: DEMO_MOBILE, password: DEMO_PASSWORD });
  expect(reply.code).toBe('01');
  return { token: reply.result.token, userId: reply.result.userId };
}

const page = { pageNum: 1, pageSize: 20 };

describe('scenario files', () => {
  it('ships at least demo, new-user, flash-sale, after-sale and flaky-upstream, each with a description', () => {
    const names = listScenarios().map((s) => s.scenario.name);
    expect(names).toEqual(
      expect.arrayContaining(['demo', 'new-user', 'flash-sale', 'after-sale', 'flaky-upstream']),
    );
    for (const { scenario } of listScenarios()) expect(scenario.description.length).toBeGreaterThan(5);
  });

  it.each(listScenarios().map((s) => s.scenario.name))('%s applies to a fresh store', (name) => {
    const clock = new FakeClock();
    const store = createStore({
      tables: ALL_TABLES,
      file: MEMORY,
      clock,
      seed: seedFor(DEFAULT_SEED, clock.now()),
      log: pino({ level: 'silent' }),
    });
    const applied = prepareFromScenario(store, name);
    expect(applied.name).toBe(name);
    expect((store.sql.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n).toBeGreaterThan(
      0,
    );
  });

  it('names the line and column of a value outside its enum, with the path', () => {
    expect(() => loadFixture('broken-status.yaml')).toThrow(ScenarioError);
    expect(() => loadFixture('broken-status.yaml')).toThrow(
      /^fixtures\/broken-status\.yaml:10:17: users\[0\]\.orders\[1\]\.status: expected one of "waitPay", /,
    );
  });

  it('names the line of an unknown field and of broken YAML', () => {
    expect(() => parseScenario('name: x\ndescription: a test\ncolour: red\n', 'x.yaml')).toThrow(
      'x.yaml:3:1: colour: unknown field "colour"',
    );
    expect(() => parseScenario('name: x\ndescription: [a\n', 'x.yaml')).toThrow(/^x\.yaml:\d+:\d+: /);
  });

  it('names the line of a reference the seed cannot resolve when applied', () => {
    const clock = new FakeClock();
    const store = createStore({
      tables: ALL_TABLES,
      file: MEMORY,
      clock,
      seed: seedFor(DEFAULT_SEED, clock.now()),
      log: pino({ level: 'silent' }),
    });
    expect(() => applyScenario(store, loadFixture('unknown-goods.yaml'))).toThrow(
      'fixtures/unknown-goods.yaml:12:20: users[0].orders[0].lines[0].goods: no self-operated goods whose name contains "不存在的商品"',
    );
    // All or nothing: the failed scenario left no rows behind.
    expect((store.sql.prepare('SELECT count(*) AS n FROM addresses').get() as { n: number }).n).toBe(0);
  });

  it('refuses an unknown scenario name, listing the valid ones', () => {
    expect(() => getScenario('nope')).toThrow(/没有名为“nope”的场景，可选 .*demo/);
  });
});

describe('the demo scenario through the wire', () => {
  let h: Harness;
  let demo: Identity;
  beforeEach(async () => {
    h = startHarness({ scenario: 'demo' });
    demo = await loginDemo(h);
  });
  afterEach(() => h.close());

  it('has an order in each state, a refund and a repair in progress', async () => {
    for (const name of ['getWaitPay', 'getWaitDelivery', 'getWaitTakeDelivery', 'getWaitEvaluate'] as const) {
      const reply = await h.call(name, page, demo);
      expect([name, reply.result.total]).toEqual([name, expect.any(Number)]);
      expect(reply.result.total).toBeGreaterThan(0);
    }
    const all = await h.call('getOrders', page, demo);
    const statuses = new Set(all.result.list.map((o: any) => o.status));
    for (const status of ['waitPay', 'waitDelivery', 'waitTakeDelivery', 'waitEvaluate', 'done', 'cancelled'])
      expect(statuses).toContain(status);
    const lines = all.result.list.flatMap((o: any) => o.items ?? o.goodsList ?? []);
    const afterSale = new Set(lines.map((l: any) => l.afterSaleStatus));
    expect(afterSale).toContain('refunding');
    expect(afterSale).toContain('repairing');
  });

  it('has two addresses with one default, coupons in all three states and unread messages', async () => {
    const addresses = await h.call('getAddressList', {}, demo);
    const list = addresses.result.list ?? addresses.result;
    expect(list).toHaveLength(2);
    expect(list.filter((a: any) => a.isDefault === 1 || a.isDefault === true)).toHaveLength(1);
    const coupons = await h.call('getNewMyCouponList', { status: 'unused', ...page }, demo);
    expect(coupons.result.counts.unused).toBeGreaterThan(0);
    expect(coupons.result.counts.used).toBeGreaterThan(0);
    expect(coupons.result.counts.expired).toBeGreaterThan(0);
    // Every kind of message is waiting, so the header badge shows.
    const total = await h.call('messageTotal', { uid: demo.userId }, demo);
    expect(total.result.newsNmb).toBeGreaterThan(0);
    for (const key of ['likeTotal', 'commentTotal', 'focusTotal', 'smTotal', 'favorTotal'])
      expect([key, total.result[key] > 0]).toEqual([key, true]);
  });

  it('has favourites and posts with pictures, newest first', async () => {
    const posts = await h.call('getMyPostList', page, demo);
    expect(posts.result.total).toBe(3);
    expect(posts.result.list[0].title).toContain('切尔西短靴');
    for (const post of posts.result.list) expect(post.pictures.length).toBeGreaterThan(0);
    const favourites = await h.call('getMyCollectGoodList', page, demo);
    expect(favourites.result.total ?? favourites.result.length).toBe(5);
  });

  it('comes back after /__mock/reset, without what the user added', async () => {
    const before = await h.call('getOrders', page, demo);
    const cancel = before.result.list.find((o: any) => o.status === 'waitPay');
    expect((await h.call('cancelOrder', { orderId: cancel.orderId }, demo)).code).toBe('01');
    expect((await h.call('getWaitPay', page, demo)).result.total).toBe(0);
    const reset = await request(h.app).post('/__mock/reset').send({});
    expect(reset.body.result).toEqual({ reset: true, scenario: 'demo', sandbox: null });
    demo = await loginDemo(h);
    const after = await h.call('getOrders', page, demo);
    expect(after.result.total).toBe(before.result.total);
    expect((await h.call('getWaitPay', page, demo)).result.total).toBe(1);
  });
});

describe('the scenario admin calls', () => {
  let h: Harness;
  beforeEach(() => {
    h = startHarness({ scenario: 'demo' });
  });
  afterEach(() => h.close());

  it('lists the scenarios with name, description and clock', async () => {
    const res = await request(h.app).get('/__mock/scenarios');
    expect(res.body.code).toBe('01');
    expect(res.body.result.current).toBe('demo');
    const demo = res.body.result.scenarios.find((s: any) => s.name === 'demo');
    expect(demo).toEqual({ name: 'demo', description: expect.any(String), clock: { mode: 'real' } });
  });

  it('switches to new-user: the same account, empty', async () => {
    const res = await request(h.app).put('/__mock/scenario').send({ name: 'new-user' });
    expect(res.body).toMatchObject({ code: '01', result: { scenario: 'new-user' } });
    const demo = await loginDemo(h);
    expect((await h.call('getOrders', page, demo)).result.total).toBe(0);
    expect((await request(h.app).post('/__mock/reset').send({})).body.result.scenario).toBe('new-user');
  });

  it('answers 03 for an unknown name, listing the valid ones', async () => {
    const res = await request(h.app).put('/__mock/scenario').send({ name: 'nope' });
    expect(res.body.code).toBe('03');
    expect(res.body.errors.name).toContain('demo');
    expect(res.body.errors.name).toContain('after-sale');
  });

  it('installs the fault rules of flaky-upstream, the same failures again after a reset', async () => {
    await request(h.app).put('/__mock/scenario').send({ name: 'flaky-upstream' });
    // getCart fails about one call in three with a 500 (seeded); the harness's call throws on it.
    const run = async () => {
      const demo = await loginDemo(h);
      const outcomes: string[] = [];
      for (let i = 0; i < 12; i++)
        outcomes.push(
          await h.call('getCart', {}, demo).then(
            (r) => r.code,
            (e: Error) => e.message.slice(0, 25),
          ),
        );
      return outcomes;
    };
    const first = await run();
    expect(first).toContain('getCart answered HTTP 500');
    expect(first).toContain('01');
    expect((await request(h.app).post('/__mock/reset').send({})).body.code).toBe('01');
    expect(await run()).toEqual(first);
    const rules = h.app.mock.faults.list(h.app.mock.now());
    expect(rules).toHaveLength(5);
    expect(rules.every((r) => r.origin === 'scenario')).toBe(true);
  });
});

describe('restarts', () => {
  it('lay the scenario on an empty data file only: what the user added survives a restart', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'scenario-restart-')), 'mock.sqlite');
    const clock = new FakeClock();
    let h = startHarness({ file, clock, scenario: 'demo' });
    let demo = await loginDemo(h);
    const before = (await h.call('getOrders', page, demo)).result.total;
    const added = await h.call(
      'addUserAddress',
      {
        consignee: '王五',
        mobile: '13912345678',
        provinceCode: '110000',
        cityCode: '110100',
        areaCode: '110101',
        detail: '东长安街 1 号',
      },
      demo,
    );
    expect(added.code).toBe('01');
    await h.close();
    h = startHarness({ file, clock, scenario: 'demo' });
    demo = await loginDemo(h);
    expect((await h.call('getOrders', page, demo)).result.total).toBe(before);
    const addresses = await h.call('getAddressList', {}, demo);
    expect(addresses.result.list ?? addresses.result).toHaveLength(3);
    await h.close();
  });
});
