// The store's file format: every older schema version opens and is migrated, a newer one is
// refused, the JSON file of the previous format is imported once, and a corrupt file is moved aside.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { pino } from 'pino';
import { DEFAULT_SEED, seedFor } from '../../src/http/app';
import { USERS } from '../../src/domain/account/accounts';
import { ORDERS } from '../../src/domain/order/table';
import { DATA_FORMAT } from '../../src/persistence/json-import';
import { migrate, SCHEMA_VERSION, schemaVersionOf } from '../../src/persistence/migrations';
import { columnOf } from '../../src/persistence/table';
import { createStore } from '../../src/persistence/store';
import { ALL_TABLES } from '../../src/domain/tables';

const clock = { now: () => Date.UTC(2026, 10, 20, 2, 0, 0) };
const seed = seedFor(DEFAULT_SEED, clock.now());
const quiet = pino({ level: 'silent' });
const tempDir = () => mkdtempSync(join(tmpdir(), 'mock-store-'));

function capture() {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  return { log, lines };
}

describe('store schema', () => {
  it('has a column in its table for every field each table declares', () => {
    const store = createStore({ tables: ALL_TABLES, file: ':memory:', clock, seed, log: quiet });
    for (const spec of ALL_TABLES) {
      const columns = (
        store.sql.prepare(`PRAGMA table_info(${spec.name})`).all() as Array<{ name: string }>
      ).map((c) => c.name);
      expect(columns).toEqual(
        expect.arrayContaining([
          'id',
          ...Object.keys(spec.columns).map(columnOf),
          ...Object.keys(spec.derived ?? {}),
        ]),
      );
    }
    void store.close();
  });

  it.each(Array.from({ length: SCHEMA_VERSION }, (_, v) => v))(
    'opens a file at schema version %i and migrates it, keeping its rows',
    async (version) => {
      const file = join(tempDir(), 'mock-api.sqlite');
      const old = new DatabaseSync(file);
      migrate(old, version);
      expect(schemaVersionOf(old)).toBe(version);
      old.close();
      const store = createStore({ tables: ALL_TABLES, file, clock, seed, log: quiet });
      expect(schemaVersionOf(store.sql)).toBe(SCHEMA_VERSION);
      // The demo account and any later rows live in the migrated tables.
      store.atomic(() =>
        store.table(USERS).insert({
          mobile: '13900000001',
          nickname: 'x',
          avatarUrl: '',
          gender: 0,
          birthday: null,
          signature: '',
          realName: '',
          idCard: '',
          integral: 0,
          interestIds: [1],
          createdAt: clock.now(),
          passwordHash: 'h',
          salt: 's',
        }),
      );
      await store.close();
      const again = createStore({ tables: ALL_TABLES, file, clock, seed, log: quiet });
      expect(again.table(USERS).first({ mobile: '13900000001' })?.interestIds).toEqual([1]);
      await again.close();
    },
  );

  it('refuses a file whose schema is newer than the code, and leaves it alone', () => {
    const file = join(tempDir(), 'mock-api.sqlite');
    const newer = new DatabaseSync(file);
    newer.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
    newer.close();
    expect(() => createStore({ tables: ALL_TABLES, file, clock, seed, log: quiet })).toThrow(
      /newer than this mock-api knows/,
    );
    expect(readdirSync(join(file, '..')).some((n) => n.includes('.corrupt-'))).toBe(false);
  });

  it('imports the JSON data file of the previous format once and renames it *.imported', async () => {
    const dir = tempDir();
    const json = join(dir, 'mock-api.json');
    const order = {
      id: 10001,
      uid: 100000,
      orderNo: '20261120100001',
      status: 'waitDelivery',
      items: [
        {
          orderItemId: 10001001,
          goodsId: 1,
          skuId: 1,
          name: 'g',
          picUrl: '',
          specText: '',
          price: 100,
          quantity: 1,
          paidShare: 100,
          afterSaleStatus: 'none',
          evaluated: false,
        },
      ],
      goodsAmount: 100,
      freight: 0,
      couponAmount: 0,
      payAmount: 100,
      userCouponId: 0,
      address: { consignee: '张三' },
      remark: '',
      createTime: 1,
      payDeadline: 2,
      payRequestedAt: 1,
      payType: 'wechat',
      payTime: 1,
      deliveryTime: null,
      receiveTime: null,
      finishTime: null,
      cancelTime: null,
      cancelReason: '',
      expressCode: null,
      expressCompany: null,
      expressNo: null,
      invoiceId: 0,
      deleted: false,
    };
    writeFileSync(
      json,
      JSON.stringify({
        format: DATA_FORMAT,
        version: 1,
        savedAt: 1,
        tables: {
          orders: { idBase: 10001, rows: [order] },
          skuStock: { idBase: 1, rows: [{ id: 7, stock: 3 }] },
        },
      }),
    );
    const { log, lines } = capture();
    const store = createStore({ tables: ALL_TABLES, file: join(dir, 'mock-api.sqlite'), clock, seed, log });
    // Columns added since (the payment attempt's plan) read back as null.
    const added = { payOutcome: null, paySettleAt: null, payError: null, payNotifies: null };
    expect(store.table(ORDERS).get(10001)).toEqual({ ...order, ...added });
    expect(existsSync(json)).toBe(false);
    expect(existsSync(`${json}.imported`)).toBe(true);
    expect(lines.join('')).toMatch(/imported 2 rows/);
    await store.close();
  });

  it('moves a corrupt database aside with one log line and starts with a fresh store', async () => {
    const dir = tempDir();
    const file = join(dir, 'mock-api.sqlite');
    writeFileSync(file, 'this is not a database, but it is somebody’s data'.repeat(100));
    const before = readFileSync(file);
    const { log, lines } = capture();
    const store = createStore({ tables: ALL_TABLES, file, clock, seed, log });
    const moved = readdirSync(dir).filter((n) => /^mock-api\.sqlite\.corrupt-\d+$/.test(n));
    expect(moved).toHaveLength(1);
    expect(readFileSync(join(dir, moved[0]!)).equals(before)).toBe(true);
    expect(lines.filter((l) => l.includes('is corrupt'))).toHaveLength(1);
    expect(store.table(USERS).count({})).toBe(0);
    await store.close();
  });
});
