// Durability of user writes (see docs/testing.md): the real mock-api runs as a child process, 50 writers of
// four kinds (cart lines, addresses, comments, goods collects) by ten logged-in users hammer it,
// it is SIGKILLed mid-way, and after a restart every write that was answered '01' is there and
// the SQLite file passes its integrity check. Then a truncated data file is moved aside with a clear log line
// and the service starts. (mock-api's own durability test covers the anonymous click counter.)
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { EndpointName } from '@storefront/contracts';
import { callApi, type Who } from './stack.js';

const MAIN = join(__dirname, '..', '..', 'mock-api', 'src', 'main.ts');
const WRITERS = 50;
const USERS = 10;

jest.setTimeout(60_000);

interface Started {
  child: ChildProcess;
  base: string;
  output: () => string;
}

function start(dataFile: string): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      MOCK_API_PORT: '0',
      MOCK_DATA_FILE: dataFile,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock-api did not start: ${out}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on http:\/\/\S+:(\d+)[ "]/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${match[1]!}`, output: () => out });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`mock-api exited with ${code}: ${out}`)));
  });
}

/** SQLite's integrity check of a data file, read beside the running process (WAL allows it). */
function integrityOf(file: string): string {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return (db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check;
  } finally {
    db.close();
  }
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
  );

async function ok<T = any>(
  base: string,
  name: EndpointName,
  input: Record<string, unknown>,
  who: Who | null = null,
): Promise<T> {
  const reply = await callApi<T>(base, false, name, input, who);
  if (reply.code !== '01') throw new Error(`${name}: ${reply.code} ${reply.msg}`);
  return reply.result;
}

async function registerUsers(base: string): Promise<Who[]> {
  return Promise.all(
    Array.from({ length: USERS }, async (_, i) => {
      const mobile = `1351234${String(1000 + i)}`;
      const sms = await callApi(base, false, 'appSendSMS', { mobile, scene: 'register' });
      const code = /(\d{6})/.exec(sms.msg)![1]!;
      const session = await ok<{ token: string; userId: number }>(base, 'registerS', {
        mobile,
        code,
        password: 'abc12345',
      });
      return { token: session.token, userId: session.userId };
    }),
  );
}

describe('durability of user writes under kill -9', () => {
  let running: ChildProcess | null = null;
  afterEach(async () => {
    if (running && running.exitCode === null && running.signalCode === null) {
      running.kill('SIGKILL');
      await exited(running);
    }
  });

  const dir = mkdtempSync(join(tmpdir(), 'robustness-durable-'));
  const dataFile = join(dir, 'mock-api.sqlite');

  it('keeps every acknowledged cart line, address, comment and collect after SIGKILL during 50 concurrent writers', async () => {
    const first = await start(dataFile);
    running = first.child;
    const base = first.base;

    // Things to write about, found the way the client finds them.
    const hot = await ok<{ list: Array<{ goodsId: number; shopType?: string; stock: number }> }>(
      base,
      'getHotGoods',
      { pageNum: 1, pageSize: 40 },
    );
    const skus: Array<{ goodsId: number; skuId: number }> = [];
    for (const goods of hot.list.filter((g) => g.shopType !== 'taobao')) {
      const sale = await callApi<{ skus: Array<{ skuId: number; stock: number }> }>(
        base,
        false,
        'getSaleSku',
        { goodsId: goods.goodsId },
      );
      const sku = sale.code === '01' ? sale.result.skus.find((s) => s.stock >= 60) : undefined;
      if (sku) skus.push({ goodsId: goods.goodsId, skuId: sku.skuId });
      if (skus.length >= 6) break;
    }
    expect(skus.length).toBeGreaterThanOrEqual(3);
    const documents = (
      await ok<{ list: Array<{ documentId: number }> }>(base, 'getDocumentHomeList', {
        pageNum: 1,
        pageSize: 5,
      })
    ).list.map((d) => d.documentId);
    expect(documents.length).toBeGreaterThan(0);
    const users = await registerUsers(base);

    // What was acknowledged with '01', per user.
    const cartAdds = new Map<string, number>(); // `${uid}:${cartId}` → acknowledged adds of 1
    const addresses = new Map<number, Set<number>>();
    const comments = new Map<number, Set<number>>(); // documentId → commentIds
    const collects = new Map<number, Map<number, number>>(); // uid → goodsId → acknowledged collects
    let acknowledged = 0;
    let stop = false;

    const addressInput = await addressFor(base);
    const kinds = [
      async (who: Who, n: number) => {
        const sku = skus[n % skus.length]!;
        const reply = await callApi<{ cartId: number }>(base, false, 'addCart', { ...sku, quantity: 1 }, who);
        if (reply.code === '01') {
          const key = `${who.userId}:${reply.result.cartId}`;
          cartAdds.set(key, (cartAdds.get(key) ?? 0) + 1);
          return true;
        }
        return false;
      },
      async (who: Who, n: number) => {
        const reply = await callApi<{ addressId: number }>(
          base,
          false,
          'addUserAddress',
          { ...addressInput, consignee: `收货人${n % 100}` },
          who,
        );
        if (reply.code !== '01') return false;
        if (!addresses.has(who.userId)) addresses.set(who.userId, new Set());
        addresses.get(who.userId)!.add(reply.result.addressId);
        return true;
      },
      async (who: Who, n: number) => {
        const documentId = documents[n % documents.length]!;
        const reply = await callApi<{ commentId: number }>(
          base,
          false,
          'newAddComment',
          { documentId, content: `第${n}条评论 <b>不是标签</b>` },
          who,
        );
        if (reply.code !== '01') return false;
        if (!comments.has(documentId)) comments.set(documentId, new Set());
        comments.get(documentId)!.add(reply.result.commentId);
        return true;
      },
      async (who: Who, n: number) => {
        const goodsId = hot.list[n % hot.list.length]!.goodsId;
        const reply = await callApi(
          base,
          false,
          'addGoodsCollect',
          { targetId: goodsId, targetType: 'goods', collect: 1 },
          who,
        );
        if (reply.code !== '01') return false;
        if (!collects.has(who.userId)) collects.set(who.userId, new Map());
        const mine = collects.get(who.userId)!;
        mine.set(goodsId, (mine.get(goodsId) ?? 0) + 1);
        return true;
      },
    ];

    const writer = async (i: number) => {
      const who = users[i % USERS]!;
      const kind = kinds[i % kinds.length]!;
      for (let n = i; !stop; n += WRITERS) {
        try {
          if (await kind(who, n)) acknowledged++;
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, i) => writer(i));
    // Killed mid-stream once a few rounds of writes are acknowledged (a count, not a time: a loaded
    // machine acknowledges fewer a second); the writers keep writing until the kill.
    while (acknowledged <= 3 * WRITERS && first.child.exitCode === null)
      await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await exited(first.child);
    expect(acknowledged).toBeGreaterThan(WRITERS);

    // The database (with its WAL) is whole: SQLite's own check finds nothing wrong.
    expect(integrityOf(dataFile)).toBe('ok');

    const second = await start(dataFile);
    running = second.child;
    let checked = 0;
    for (const who of users) {
      const cart = await ok<{ items: Array<{ cartId: number; quantity: number }> }>(
        second.base,
        'getCart',
        {},
        who,
      );
      for (const [key, adds] of cartAdds) {
        const [uid, cartId] = key.split(':').map(Number);
        if (uid !== who.userId) continue;
        const line = cart.items.find((item) => item.cartId === cartId);
        expect(line?.quantity ?? 0).toBeGreaterThanOrEqual(adds);
        checked += adds;
      }
      const saved = new Set(
        (await ok<Array<{ addressId: number }>>(second.base, 'getAddressList', {}, who)).map(
          (a) => a.addressId,
        ),
      );
      for (const id of addresses.get(who.userId) ?? []) {
        expect(saved.has(id)).toBe(true);
        checked++;
      }
      const collected = new Set(
        (
          await ok<{ list: Array<{ goodsId: number }> }>(
            second.base,
            'getMyCollectGoodList',
            { pageNum: 1, pageSize: 100 },
            who,
          )
        ).list.map((g) => g.goodsId),
      );
      for (const [id, acks] of collects.get(who.userId) ?? []) {
        expect(collected.has(id)).toBe(true);
        checked += acks;
      }
    }
    for (const [documentId, ids] of comments) {
      const seen = new Set<number>();
      for (let pageNum = 1; pageNum <= 50; pageNum++) {
        const page = await ok<{ list: Array<{ commentId: number }>; total: number }>(
          second.base,
          'getNewFindCommentList',
          { documentId, pageNum, pageSize: 100 },
        );
        for (const c of page.list) seen.add(c.commentId);
        if (pageNum * 100 >= page.total) break;
      }
      for (const id of ids) {
        expect(seen.has(id)).toBe(true);
        checked++;
      }
    }
    console.log(
      `durability: ${acknowledged} writes acknowledged before kill -9, ${checked} checked present after restart, 0 lost`,
    );
    expect(checked).toBe(acknowledged);
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
  });

  it('moves a truncated data file aside with a clear log line and starts', async () => {
    const truncatedFile = join(dir, 'truncated.sqlite');
    copyFileSync(dataFile, truncatedFile);
    const whole = readFileSync(truncatedFile);
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    writeFileSync(truncatedFile, cut);

    const started = await start(truncatedFile);
    running = started.child;
    expect(started.output()).toMatch(
      /data file is corrupt \([^)]*\); moved it to .*truncated\.sqlite\.corrupt-\d+/,
    );
    const moved = readdirSync(dir).filter((name) => /^truncated\.sqlite\.corrupt-\d+$/.test(name));
    expect(moved).toHaveLength(1);
    expect(readFileSync(join(dir, moved[0]!)).equals(cut)).toBe(true);
    const health = await fetch(`${started.base}/__mock/health`);
    expect(((await health.json()) as { code: string }).code).toBe('01');
    // A fresh store: the demo account is there again and a write is acknowledged and persisted.
    const login = await ok<{ token: string; userId: number }>(started.base, 'mobileAndPasswordToLogin', {
      mobile: '13800138000',
      password: 'demo1234',
    });
    expect(login.token.length).toBeGreaterThanOrEqual(32);
    expect(integrityOf(truncatedFile)).toBe('ok');
  });
});

interface WebArea {
  provinces: Array<{ code: string }>;
  city: Record<string, Array<{ code: string }>>;
  area: Record<string, Array<{ code: string }>>;
}

/** A valid address form: the first province → city → area chain of the region tree. */
async function addressFor(base: string): Promise<Record<string, string>> {
  const tree = await ok<WebArea>(base, 'getWebArea', {});
  const provinceCode = tree.provinces[0]!.code;
  const cityCode = tree.city[provinceCode]![0]!.code;
  const areaCode = tree.area[cityCode]![0]!.code;
  return { mobile: '13912345678', detail: '文一西路969号', provinceCode, cityCode, areaCode };
}
