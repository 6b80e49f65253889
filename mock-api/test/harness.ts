/* eslint-disable @typescript-eslint/no-explicit-any -- replies are read loosely; the app itself validates every result against its schema */
// The one test harness of mock-api: an app on a fake clock and an in-memory store, calls by
// catalogue name through the real wire (form body, reqId, domo-custom header), users made the way a
// shopper makes them, and the lower-level helpers the platform's own tests use (testApp, call,
// sessionFor).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  catalogue,
  encodeCustomHeader,
  encodeForm,
  newReqId,
  type EndpointName,
} from '@storefront/contracts';
import { pino, type Logger } from 'pino';
import request from 'supertest';
import { createApp, DEFAULT_SEED, seedFor, type AppOptions, type MockApp } from '../src/http/app';
import { SESSIONS } from '../src/domain/account/sessions';
import { MEMORY } from '../src/persistence/open-database';
import { createStore, type CreateStoreOptions, type Store } from '../src/persistence/store';
import { ALL_TABLES } from '../src/domain/tables';
import type { Seed } from '../src/seed/types';
import { MockClock } from '../src/test-control/mock-clock';
import { wireCall } from '../src/kit/wire-call';

/** A clock the tests move by hand; starts at a fixed moment so dates are reproducible. */
export class FakeClock {
  constructor(public t = Date.UTC(2026, 10, 20, 2, 0, 0)) {}
  now = (): number => this.t;
  advance(ms: number): void {
    this.t += ms;
  }
}

export interface Identity {
  token: string;
  userId: number;
}

export interface Reply<T = any> {
  code: string;
  msg: string;
  result: T;
  errors?: Record<string, string>;
}

export interface Harness {
  app: MockApp;
  store: Store;
  clock: FakeClock;
  seed: Seed;
  /** `headers`: extra request headers (e.g. x-mock-sandbox). */
  call<T = any>(
    name: EndpointName,
    body?: Record<string, unknown>,
    who?: Identity | null,
    headers?: Record<string, string>,
  ): Promise<Reply<T>>;
  /** The same call, answered whatever its HTTP status. */
  send(
    name: EndpointName,
    body?: Record<string, unknown>,
    who?: Identity | null,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Reply }>;
  close(): Promise<void>;
}

const silent = pino({ level: 'silent' });

export function startHarness(
  options: {
    file?: string;
    clock?: FakeClock;
    uploadsDir?: string;
    sandboxes?: AppOptions['sandboxes'];
    /** The default state's scenario (none: the bare seed). */
    scenario?: string;
    /** MOCK_ADMIN and MOCK_ADMIN_HOSTS (default: open). */
    admin?: AppOptions['admin'];
    /** Default: silent. */
    log?: Logger;
    integrity?: CreateStoreOptions['integrity'];
  } = {},
): Harness {
  const clock = options.clock ?? new FakeClock();
  const seed = seedFor(DEFAULT_SEED, clock.now());
  // The mock clock the admin calls control, running on the test's fake wall clock.
  const store = createStore({
    tables: ALL_TABLES,
    file: options.file ?? MEMORY,
    clock: new MockClock(clock.now),
    seed,
    log: options.log ?? silent,
    integrity: options.integrity,
  });
  const uploadsDir = options.uploadsDir ?? mkdtempSync(join(tmpdir(), 'buying-uploads-'));
  const app = createApp({
    store,
    logger: options.log ?? silent,
    uploadsDir,
    validateResults: true,
    sandboxes: { wall: clock.now, ...options.sandboxes },
    scenario: options.scenario ?? null,
    admin: options.admin,
  });
  // The kit's wire (one implementation for suites inside and outside this repo), sent with supertest.
  const send: Harness['send'] = async (name, body = {}, who = null, headers = {}) => {
    const wire = wireCall(name, body, who ? { token: who.token, uid: who.userId } : null, clock.now());
    const res =
      wire.method === 'GET'
        ? await request(app).get(wire.path).query(wire.fields).set(headers).set(wire.headers)
        : await request(app).post(wire.path).set(headers).set(wire.headers).send(wire.fields);
    return { status: res.status, body: res.body as Reply };
  };
  const call = async <T>(
    name: EndpointName,
    body: Record<string, unknown> = {},
    who: Identity | null = null,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> => {
    const res = await send(name, body, who, headers);
    if (res.status !== 200)
      throw new Error(`${name} answered HTTP ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as Reply<T>;
  };
  return { app, store, clock, seed, call, send, close: () => store.close() };
}

let mobileCounter = 0;
/** A fresh, valid mainland mobile per call (different per test file through the worker id). */
export function freshMobile(): string {
  mobileCounter += 1;
  const worker = Number(process.env.JEST_WORKER_ID ?? '1') % 10;
  return `139${worker}${String(process.pid % 1000).padStart(3, '0')}${String(mobileCounter).padStart(4, '0')}`;
}

export const codeFromMsg = (msg: string): string => {
  const match = /(\d{6})/.exec(msg);
  if (!match) throw new Error(`no SMS code in "${msg}"`);
  return match[1]!;
};

/** Registers through SMS like a shopper does; returns the logged-in identity. */
export async function registerUser(
  h: Harness,
  mobile = freshMobile(),
  password = 'abc12345',
): Promise<Identity & { mobile: string; password: string }> {
  const sent = await h.call('appSendSMS', { mobile, scene: 'register' });
  if (sent.code !== '01') throw new Error(`appSendSMS: ${sent.msg}`);
  const reg = await h.call('registerS', { mobile, code: codeFromMsg(sent.msg), password });
  if (reg.code !== '01') throw new Error(`registerS: ${reg.msg}`);
  return { token: reg.result.token, userId: reg.result.userId, mobile, password };
}

/** The first self-operated goods with at least `minStock` on one SKU, and that SKU. */
export function pickSelfSku(
  seed: Seed,
  minStock = 5,
  skip = 0,
): { goodsId: number; skuId: number; price: number; stock: number; categoryId: number } {
  let skipped = 0;
  for (const goods of seed.goods.values()) {
    if (goods.shopType !== 'self') continue;
    const sku = goods.skus.find((s) => s.stock >= minStock);
    if (!sku) continue;
    if (skipped++ < skip) continue;
    return {
      goodsId: goods.goodsId,
      skuId: sku.skuId,
      price: sku.price,
      stock: sku.stock,
      categoryId: goods.categoryId,
    };
  }
  throw new Error('no self goods with stock in the seed');
}

/** A valid province/city/area triple from the seed. */
export function someRegion(
  seed: Seed,
  index = 0,
): { provinceCode: string; cityCode: string; areaCode: string } {
  const province = seed.regions.provinces[index % seed.regions.provinces.length]!;
  const city = seed.regions.city[province.code]![0]!;
  const area = seed.regions.area[city.code]![0]!;
  return { provinceCode: province.code, cityCode: city.code, areaCode: area.code };
}

export async function addAddress(
  h: Harness,
  who: Identity,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const reply = await h.call(
    'addUserAddress',
    { consignee: '张三', mobile: '13912345678', ...someRegion(h.seed), detail: '文一西路969号3幢', ...extra },
    who,
  );
  if (reply.code !== '01') throw new Error(`addUserAddress: ${reply.msg}`);
  return reply.result.addressId;
}

/** Buys one SKU at once and returns the new order's id. */
export async function placeOrder(
  h: Harness,
  who: Identity,
  sku: { goodsId: number; skuId: number },
  quantity = 1,
  addressId?: number,
): Promise<number> {
  const address = addressId ?? (await addAddress(h, who));
  const reply = await h.call(
    'addOrderNew',
    { source: 'buyNow', goodsId: sku.goodsId, skuId: sku.skuId, quantity, addressId: address },
    who,
  );
  if (reply.code !== '01') throw new Error(`addOrderNew: ${reply.msg}`);
  return reply.result.orderId;
}

export async function admin(h: Harness, path: string, body: Record<string, unknown> = {}): Promise<Reply> {
  const res = await request(h.app).post(`/__mock${path}`).send(body);
  return res.body as Reply;
}

// ---- lower level: an app and raw supertest calls (the platform's own rules) ----

export const testApp = (options: AppOptions = {}): MockApp =>
  createApp({ validateResults: true, ...options });

export interface CallOptions {
  token?: string;
  uid?: number | string;
  headers?: Record<string, string>;
  /** Leave the reqId out (to test the platform's check). */
  noReqId?: boolean;
}

export function call(
  app: MockApp,
  name: EndpointName,
  input: Record<string, unknown> = {},
  options: CallOptions = {},
) {
  const entry = catalogue[name] as { method: 'GET' | 'POST'; path: string };
  const data = options.noReqId ? input : { ...input, reqId: newReqId() };
  const header = encodeCustomHeader({ token: options.token ?? '', uid: options.uid ?? '' });
  const req =
    entry.method === 'GET'
      ? request(app).get(entry.path).query(encodeForm(data))
      : request(app).post(entry.path).type('form').send(encodeForm(data));
  req.set('domo-custom', header);
  for (const [k, v] of Object.entries(options.headers ?? {})) req.set(k, v);
  return req;
}

/** Inserts a live session for `userId` the way a login would, and returns its identity. */
export function sessionFor(app: MockApp, userId: number): { token: string; uid: number } {
  const token = `test-token-${userId}-${Math.random().toString(36).slice(2)}-0123456789abcdef`;
  const now = app.mock.now();
  app.mock.store.table(SESSIONS).insert({ token, userId, createdAt: now, expiresAt: now + 24 * 3600 * 1000 });
  return { token, uid: userId };
}
