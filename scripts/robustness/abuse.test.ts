// Abuse through the server (see docs/architecture.md): login and SMS throttling, upload limits and type sniffing,
// ownership of resources, token strength, expired sessions, and stored XSS payloads that must come
// back as plain data. mock-api/test/buying covers these rules on the mock alone; here they are
// exercised over the real proxy, plus the ownership cases that suite does not name.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  catalogueEntries,
  encodeCustomHeader,
  SESSION_TTL_MS,
  type EndpointName,
} from '@storefront/contracts';
import { catalogueSchemas } from '@storefront/contracts/schemas';
import type { z } from 'zod';
import { requestJsonSchema } from './fuzz-arbitraries.js';
import { PNG_1X1 } from './fuzz-requests.js';
import { callApi, send, startStack, wireProblems, type Stack, type Who } from './stack.js';

jest.setTimeout(60_000);

class Clock {
  t = Date.UTC(2026, 10, 20, 2, 0, 0);
  now = (): number => this.t;
}

let abuseCases = 0;

describe('abuse through the server', () => {
  let stack: Stack;
  const clock = new Clock();
  let mobiles = 0;
  const call = <T = any>(name: EndpointName, input: Record<string, unknown> = {}, who: Who | null = null) => {
    abuseCases++;
    return callApi<T>(stack.serverUrl, stack.agent, name, input, who);
  };
  const register = async (password = 'abc12345'): Promise<Who & { mobile: string }> => {
    const mobile = `1360000${String(1000 + mobiles++)}`;
    const sms = await call('appSendSMS', { mobile, scene: 'register' });
    const code = /(\d{6})/.exec(sms.msg)![1]!;
    const reg = await call<{ token: string; userId: number }>('registerS', { mobile, code, password });
    expect(reg.code).toBe('01');
    return { token: reg.result.token, userId: reg.result.userId, mobile };
  };

  beforeAll(async () => {
    stack = await startStack({ now: clock.now });
  });
  afterAll(async () => {
    await stack.close();
    console.log(`abuse: ${abuseCases} abusive or checking calls through the server, none let through`);
  });

  describe('throttling', () => {
    it('refuses even the right password after 5 failed logins for a mobile, for 15 minutes', async () => {
      const user = await register('right123');
      for (let i = 0; i < 5; i++)
        expect(
          (await call('mobileAndPasswordToLogin', { mobile: user.mobile, password: `wrong${i}x` })).code,
        ).toBe('02');
      const blocked = await call('mobileAndPasswordToLogin', { mobile: user.mobile, password: 'right123' });
      expect(blocked.code).toBe('02');
      expect(blocked.result).toBeNull();
      expect(blocked.msg).toMatch(/分钟/);
      // Another mobile is not affected.
      const other = await register('other123');
      expect(
        (await call('mobileAndPasswordToLogin', { mobile: other.mobile, password: 'other123' })).code,
      ).toBe('01');
      clock.t += 15 * 60 * 1000 + 1000;
      expect(
        (await call('mobileAndPasswordToLogin', { mobile: user.mobile, password: 'right123' })).code,
      ).toBe('01');
    });

    it('sends one SMS per mobile per 60 seconds, whatever the endpoint', async () => {
      const mobile = '13600009999';
      expect((await call('appSendSMS', { mobile, scene: 'register' })).code).toBe('01');
      for (const [name, input] of [
        ['appSendSMS', { scene: 'register' }],
        ['appSendSMS', { scene: 'login' }],
        ['imageSendSMS', { scene: 'register', imageCode: 'abcd' }],
      ] as const) {
        const again = await call(name, { mobile, ...input });
        expect(again.code).toBe('02');
        expect(again.msg).not.toMatch(/\d{6}/); // no code handed out while throttled
      }
      clock.t += 61_000;
      expect((await call('appSendSMS', { mobile, scene: 'register' })).code).toBe('01');
    });
  });

  describe('uploads', () => {
    let user: Who;
    beforeAll(async () => {
      user = await register();
    });

    const upload = async (filename: string, type: string, bytes: Buffer, who: Who | null = user) => {
      abuseCases++;
      const boundary = '----abuse0123456789';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="reqId"\r\n\r\nf47ac10b-58cc-4372-a567-0e02b2c3d479\r\n`,
        ),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const reply = await send(stack.serverUrl, stack.agent, {
        method: 'POST',
        path: '/api/upload/webupload',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'domo-custom': encodeCustomHeader(who ? { token: who.token, uid: who.userId } : {}),
        },
        body,
      });
      expect(wireProblems(reply)).toEqual([]);
      return JSON.parse(reply.text) as {
        code: string;
        msg: string;
        result: any;
        errors?: Record<string, string>;
      };
    };

    it.each([
      [
        'an HTML page named .png',
        'evil.png',
        'image/png',
        Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
      ],
      [
        'an SVG with a script',
        'logo.svg',
        'image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      ],
      [
        'an SVG named .png',
        'logo.png',
        'image/png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ],
      ['a script named .jpg', 'x.jpg', 'image/jpeg', Buffer.from('alert(1)//')],
      ['an empty file', 'empty.png', 'image/png', Buffer.alloc(0)],
      [
        'a file over 2 MB',
        'big.png',
        'image/png',
        Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024 + 10)]),
      ],
    ])('refuses %s', async (_what, filename, type, bytes) => {
      const reply = await upload(filename, type, bytes);
      expect(['03', '02']).toContain(reply.code);
      expect(reply.result).toBeNull();
    });

    it('refuses a visitor before reading the file', async () => {
      expect((await upload('a.png', 'image/png', PNG_1X1, null)).code).toBe('52');
    });

    it('keeps a real PNG whatever its name, and serves it back as image/png with nosniff', async () => {
      const reply = await upload('../../etc/<script>.html', 'text/html', PNG_1X1);
      expect(reply.code).toBe('01');
      expect(reply.result.mimeType).toBe('image/png');
      expect(reply.result.url).toMatch(/^\/media\/uploads\/[A-Za-z0-9_-]+\.png$/);
      const served = await send(stack.serverUrl, stack.agent, { method: 'GET', path: reply.result.url });
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.body.equals(PNG_1X1)).toBe(true);
    });

    it('does not serve paths outside the uploads folder', async () => {
      for (const path of [
        '/media/uploads/..%2f..%2fmock-api.json',
        '/media/uploads/%2e%2e/%2e%2e/mock-api.json',
        '/media/uploads/x.png%00.html',
        '/media/../../etc/passwd',
      ]) {
        abuseCases++;
        const reply = await send(stack.serverUrl, stack.agent, { method: 'GET', path });
        expect(reply.status).toBeGreaterThanOrEqual(400);
        expect(reply.status).toBeLessThan(500);
        expect(reply.text).not.toMatch(/"tables"|root:/);
      }
    });
  });

  describe('ownership (cases the mock-api suite does not name, and a sample of it, over the server)', () => {
    let a: Who;
    let b: Who;
    const ids = { cartId: 0, addressId: 0, userCouponId: 0, orderId: 0 };

    beforeAll(async () => {
      a = await register();
      b = await register();
      const hot = await call<{ list: Array<{ goodsId: number; shopType?: string }> }>('getHotGoods', {
        pageNum: 1,
        pageSize: 20,
      });
      let sku: { goodsId: number; skuId: number } | undefined;
      for (const goods of hot.result.list.filter((g) => g.shopType !== 'taobao')) {
        const sale = await call<{ skus: Array<{ skuId: number; stock: number }> }>('getSaleSku', {
          goodsId: goods.goodsId,
        });
        const found = sale.result.skus.find((s) => s.stock >= 5);
        if (found) {
          sku = { goodsId: goods.goodsId, skuId: found.skuId };
          break;
        }
      }
      ids.cartId = (await call('addCart', { ...sku!, quantity: 1 }, a)).result.cartId;
      const area = (await call('getWebArea')).result;
      const provinceCode = area.provinces[0].code;
      const cityCode = area.city[provinceCode][0].code;
      const address = {
        consignee: '张三',
        mobile: '13912345678',
        provinceCode,
        cityCode,
        areaCode: area.area[cityCode][0].code,
        detail: '文一西路969号',
      };
      ids.addressId = (await call('addUserAddress', address, a)).result.addressId;
      await call('addUserAddress', address, b);
      const received = await call('receiveCoupon', { couponId: 1 }, a);
      expect(received.code).toBe('01');
      ids.userCouponId = received.result.userCouponId;
      const order = await call(
        'addOrderNew',
        { source: 'buyNow', ...sku!, quantity: 1, addressId: ids.addressId },
        a,
      );
      ids.orderId = order.result.orderId;
      expect(ids.cartId && ids.addressId && ids.orderId).toBeTruthy();
      (ids as Record<string, unknown>).sku = sku;
    });

    const refused = (reply: { code: string; result: unknown }) => {
      expect(['02', '03']).toContain(reply.code);
      expect(reply.result).toBeNull();
    };

    it.each([
      'favorMessageList',
      'newMsgMessageList',
      'newOfficialCommentList',
      'commentMessageList',
      'orderMessageList',
      'messageTotal',
    ] as const)("refuses %s for another user's uid", async (name) =>
      refused(await call(name, { uid: a.userId, pageNum: 1, pageSize: 10 }, b)),
    );

    it("refuses an order or a price paying with another user's coupon", async () => {
      const sku = (ids as unknown as { sku: { goodsId: number; skuId: number } }).sku;
      const before = (await call('getOrders', { pageNum: 1, pageSize: 10 }, b)).result.total;
      const mine = (await call('getAddressList', {}, b)).result[0].addressId;
      refused(
        await call(
          'addOrderNew',
          { source: 'buyNow', ...sku, quantity: 1, addressId: mine, userCouponId: ids.userCouponId },
          b,
        ),
      );
      refused(
        await call(
          'getTotalPriceByCouponNew',
          { source: 'buyNow', ...sku, quantity: 1, userCouponId: ids.userCouponId },
          b,
        ),
      );
      expect((await call('getOrders', { pageNum: 1, pageSize: 10 }, b)).result.total).toBe(before);
      expect(
        (await call('getNewMyCouponList', { pageNum: 1, pageSize: 10 }, a)).result.counts.unused,
      ).toBeGreaterThanOrEqual(1);
    });

    it("refuses touching another user's cart line, address and order, which stay as they were", async () => {
      refused(await call('changeCart', { cartId: ids.cartId, quantity: 3 }, b));
      refused(await call('deleteCart', { cartIds: [ids.cartId] }, b));
      refused(await call('updateDefaultAddress', { addressId: ids.addressId }, b));
      refused(await call('delUserAddress', { addressId: ids.addressId }, b));
      refused(await call('getOrderNew', { orderId: ids.orderId }, b));
      refused(await call('cancelOrder', { orderId: ids.orderId }, b));
      refused(await call('buy', { orderId: ids.orderId }, b));
      refused(await call('getCartNumber', { userId: a.userId }, b));
      // A's things are as they were.
      expect(
        (await call('getCart', {}, a)).result.items.map((i: { cartId: number; quantity: number }) => [
          i.cartId,
          i.quantity,
        ]),
      ).toEqual([[ids.cartId, 1]]);
      expect(
        (await call('getAddressList', {}, a)).result.map((x: { addressId: number }) => x.addressId),
      ).toEqual([ids.addressId]);
      expect((await call('getOrderNew', { orderId: ids.orderId }, a)).result.status).toBe('waitPay');
    });

    it('ignores a forged uid in domo-custom: the token decides who is calling', async () => {
      const forged = { token: b.token, userId: a.userId };
      expect((await call('getCart', {}, forged)).code).toBe('52');
    });
  });

  describe('sessions', () => {
    it('hands out tokens of at least 128 random bits, distinct over many logins', async () => {
      const user = await register('tokens123');
      const tokens: string[] = [];
      for (let i = 0; i < 40; i++) {
        const login = await call<{ token: string }>('mobileAndPasswordToLogin', {
          mobile: user.mobile,
          password: 'tokens123',
        });
        expect(login.code).toBe('01');
        tokens.push(login.result.token);
      }
      expect(new Set(tokens).size).toBe(tokens.length);
      for (const token of tokens) {
        expect(token).toMatch(/^[0-9a-f]{32,}$|^[A-Za-z0-9_-]{22,}$/);
        expect(token).not.toContain(String(user.userId));
        expect(token).not.toContain(user.mobile);
      }
      // Every bit position varies across tokens, and two tokens differ in about half their bits.
      const bits = tokens.map((t) =>
        [...Buffer.from(t, /^[0-9a-f]+$/.test(t) ? 'hex' : 'base64url')]
          .map((byte) => byte.toString(2).padStart(8, '0'))
          .join(''),
      );
      const width = bits[0]!.length;
      expect(width).toBeGreaterThanOrEqual(128);
      const constant = Array.from({ length: width }, (_, i) =>
        bits.every((b) => b[i] === bits[0]![i]),
      ).filter(Boolean).length;
      expect(constant).toBe(0);
      let differing = 0;
      for (let i = 1; i < bits.length; i++)
        for (let j = 0; j < width; j++) differing += bits[i]![j] !== bits[i - 1]![j] ? 1 : 0;
      const share = differing / ((bits.length - 1) * width);
      expect(share).toBeGreaterThan(0.4);
      expect(share).toBeLessThan(0.6);
    });

    it('refuses an expired session with 52, by time and by the admin API', async () => {
      const user = await register();
      expect((await call('getCart', {}, user)).code).toBe('01');
      clock.t += SESSION_TTL_MS + 1000;
      expect((await call('getCart', {}, user)).code).toBe('52');
      clock.t -= SESSION_TTL_MS + 1000;
      const other = await register();
      const expired = await send(stack.mockUrl, false, {
        method: 'POST',
        path: '/__mock/sessions/expire',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: other.token }),
      });
      expect(JSON.parse(expired.text).code).toBe('01');
      expect((await call('getCart', {}, other)).code).toBe('52');
      expect((await call('addCart', { goodsId: 1, skuId: 1, quantity: 1 }, other)).code).toBe('52');
    });
  });

  describe('stored XSS payloads come back as data', () => {
    let user: Who;
    beforeAll(async () => {
      user = await register();
    });

    it('keeps a nickname with markup exactly as sent', async () => {
      const nickname = '<svg onload=alert()>';
      const updated = await call('updatePersonalData', { nickname }, user);
      expect(updated.code).toBe('01');
      const read = await call('getPersonalData', { uid: user.userId }, user);
      expect(read.result.nickname).toBe(nickname);
    });

    it('keeps a post title and text with markup exactly as sent', async () => {
      const title = '"><img src=x onerror=alert(1)>';
      const content = '<script>alert(document.cookie)</script>\n<a href="javascript:alert(1)">点我</a>';
      const topics = await call<{ list: Array<{ topicId: number }> }>('getHotTopic', {
        pageNum: 1,
        pageSize: 1,
      });
      const posted = await call(
        'addFindTopic',
        { topicId: topics.result.list[0]!.topicId, title, content },
        user,
      );
      expect(posted.code).toBe('01');
      const detail = await call('getFindDocumentDetails', { documentId: posted.result.documentId }, user);
      expect(detail.code).toBe('01');
      expect(detail.result.title).toBe(title);
      expect(JSON.stringify(detail.result)).toContain(
        JSON.stringify('<script>alert(document.cookie)</script>').slice(1, -1),
      );
    });

    it('keeps a comment with markup exactly as sent', async () => {
      const documents = await call<{ list: Array<{ documentId: number }> }>('getDocumentHomeList', {
        pageNum: 1,
        pageSize: 1,
      });
      const documentId = documents.result.list[0]!.documentId;
      const content = '<iframe src="javascript:alert(1)"></iframe><img src=x onerror=alert(1)>';
      const added = await call('newAddComment', { documentId, content }, user);
      expect(added.code).toBe('01');
      expect(added.result.content).toBe(content);
      const list = await call<{ list: Array<{ commentId: number; content: string }> }>(
        'getNewFindCommentList',
        { documentId, pageNum: 1, pageSize: 100 },
      );
      expect(list.result.list.find((c) => c.commentId === added.result.commentId)?.content).toBe(content);
    });
  });
});

/** Fields that name something a user owns. */
const OWNED_ID_FIELDS = [
  'cartId',
  'cartIds',
  'addressId',
  'userCouponId',
  'orderId',
  'orderItemId',
  'orderNo',
  'refundId',
  'repairId',
  'uid',
  'userId',
];
/** Entries whose ownership cases live in this file (the rest in mock-api/test/buying/ownership.test.ts). */
const OWNERSHIP_HERE: EndpointName[] = [
  'favorMessageList',
  'newMsgMessageList',
  'newOfficialCommentList',
  'commentMessageList',
  'orderMessageList',
  'messageTotal',
  'addOrderNew',
  'getTotalPriceByCouponNew',
  'changeCart',
  'deleteCart',
  'updateDefaultAddress',
  'delUserAddress',
  'getOrderNew',
  'cancelOrder',
  'buy',
  'getCartNumber',
];

describe('ownership coverage', () => {
  it('has an ownership case for every login-only entry that takes an owned id', () => {
    const source = readFileSync(
      join(__dirname, '..', '..', 'mock-api', 'test', 'buying', 'ownership.test.ts'),
      'utf8',
    );
    const covered = new Set<string>([
      ...OWNERSHIP_HERE,
      ...[...source.matchAll(/^\s*\[\s*'(\w+)',/gm)].map((m) => m[1]!),
    ]);
    const taking = catalogueEntries()
      .filter(([, entry]) => entry.auth === 'required')
      .filter(([name]) =>
        Object.keys(
          requestJsonSchema((catalogueSchemas[name] as { request: z.ZodType }).request).properties ?? {},
        ).some((field) => OWNED_ID_FIELDS.includes(field)),
      )
      .map(([name]) => name);
    expect(taking.length).toBeGreaterThan(30);
    expect(taking.filter((name) => !covered.has(name))).toEqual([]);
  });
});

/** Every file under a folder, recursively. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

describe('the client renders server text as text', () => {
  it('never injects HTML: no dangerouslySetInnerHTML, innerHTML, insertAdjacentHTML, document.write or eval in client/src', () => {
    const sources = filesUnder(join(__dirname, '..', '..', 'client', 'src')).filter(
      (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    expect(sources.length).toBeGreaterThan(50);
    const offenders = sources.filter((file) =>
      /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|\beval\(|new Function\(/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
