// The public demo against a hostile visitor, through the real server and mock (docs/deploy.md,
// "Public demo"): invented or planted visitor ids make no sandbox past the new-visitor limit, no
// admin reader or log line gives a visitor's cookie away, a visitor mid-purchase is never evicted,
// the limiter counts one person's addresses together, and the mock's own guards (the clock's range,
// admin without Host, removing a busy sandbox) hold.
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { Writable } from 'node:stream';
import { CUSTOM_HEADER, encodeCustomHeader, newReqId } from '@storefront/contracts';
import { pino } from 'pino';
import { UPLOADS } from '../../mock-api/src/domain/account/uploads.js';
import { SANDBOXES_FULL_MESSAGE } from '../../mock-api/src/http/request-state.js';
import { Browser, PROXY_TIMEOUT_MS } from './demo-browser.js';
import { send, startStack, type Stack, type Who } from './stack.js';

jest.setTimeout(120_000);

const demo = (visitorsPerMinute: number) => ({ publicDemo: { visitorsPerMinute } });
const sandboxCount = (stack: Stack): number => stack.mock.mock.sandboxes.list().length;
/** Waits until `done()` holds, checking every 20 ms; the test's own limit ends a wait that never ends. */
const until = async (done: () => boolean): Promise<void> => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
};
/** 22 base64url characters: the shape of a visitor id, never issued by this server. */
const invented = (i: number): string => `forged${String(i).padStart(16, '0')}`;

describe('public demo against a hostile visitor', () => {
  let stack: Stack;
  afterEach(() => stack.close());

  it('treats invented and planted ids as new visitors: a new cookie, counted by the limiter', async () => {
    stack = await startStack({ proxyTimeoutMs: PROXY_TIMEOUT_MS, server: demo(3) });
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) {
      const forger = new Browser(stack, { 'x-forwarded-for': '198.51.100.7' });
      // Bare, and as if signed: neither is an id this server made.
      forger.cookie = `shop-visitor=${invented(i)}${i % 2 ? `.${'A'.repeat(22)}` : ''}`;
      codes.push((await forger.call('getTimeAxisV2')).code);
      if (codes.at(-1) === '01') expect(forger.cookie).not.toContain(invented(i));
      else expect(forger.last!.status).toBe(429);
    }
    expect(codes).toEqual(['01', '01', '01', ...Array<string>(7).fill('02')]);
    expect(sandboxCount(stack)).toBe(3);
  });

  it("keeps every visitor's cookie out of the mock's readers and both processes' logs", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'debug' },
      new Writable({
        write(chunk: Buffer, _enc, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    stack = await startStack({ proxyTimeoutMs: PROXY_TIMEOUT_MS, server: demo(100), logger });
    const browser = new Browser(stack);
    expect(await browser.login()).not.toBeNull();
    const [id, signature] = browser.cookie!.split('=')[1]!.split('.') as [string, string];
    const sandbox = stack.mock.mock.sandboxes.list()[0]!.id;
    const admin = (path: string) => send(stack.mockUrl, false, { method: 'GET', path });
    const readers = await Promise.all(
      [
        '/__mock/sandboxes',
        '/__mock/journal?limit=100',
        `/__mock/journal.har?sandbox=${sandbox}`,
        '/__mock/journal/1',
      ].map(admin),
    );
    // The live stream, from its first entry (Last-Event-ID 0): read until the login's entry has come.
    const stream = await fetch(`${stack.mockUrl}/__mock/journal/stream`, {
      headers: { 'last-event-id': '0' },
    });
    const reader = stream.body!.getReader();
    let events = '';
    while (!events.includes('mobileAndPasswordToLogin'))
      events += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    const shown = [...readers.map((r) => r.text), events, lines.join('')].join('\n');
    expect(readers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(shown).toContain(sandbox);
    expect(shown).not.toContain(id);
    expect(shown).not.toContain(signature);
  });

  it('never evicts a visitor in recent use: a newcomer at the cap gets 429 and 演示人数较多，请稍后再试', async () => {
    stack = await startStack({
      proxyTimeoutMs: PROXY_TIMEOUT_MS,
      server: demo(100),
      mock: { sandboxes: { max: 2, evictIdleMs: 10 * 60_000 } },
    });
    const buyer = new Browser(stack);
    const who = (await buyer.login())!;
    const other = new Browser(stack);
    expect((await other.call('getTimeAxisV2')).code).toBe('01');
    const newcomer = new Browser(stack);
    const refused = await newcomer.call('getTimeAxisV2');
    expect(refused).toMatchObject({ code: '02', msg: SANDBOXES_FULL_MESSAGE });
    expect(newcomer.last!.status).toBe(429);
    expect(Number(newcomer.last!.headers['retry-after'])).toBeGreaterThan(500);
    // The buyer's session (their sandbox) is still there.
    expect((await buyer.call('getCart', {}, who)).code).toBe('01');
    expect(sandboxCount(stack)).toBe(2);
  });

  it('survives a flood of 900 KB bodies from one visitor: 413 each, the journal within its budget', async () => {
    stack = await startStack({ proxyTimeoutMs: PROXY_TIMEOUT_MS, server: demo(100) });
    const visitor = new Browser(stack);
    expect((await visitor.call('getTimeAxisV2')).code).toBe('01');
    const big = `note=${'a'.repeat(900 * 1024)}`;
    for (let i = 0; i < 40; i++) {
      const reply = await send(stack.serverUrl, false, {
        method: 'POST',
        path: '/api/goods/flashSale/getTimeAxisV2',
        headers: { cookie: visitor.cookie!, 'content-type': 'application/x-www-form-urlencoded' },
        body: big,
      });
      expect(reply.status).toBe(413);
      expect(JSON.parse(reply.text)).toMatchObject({ code: '413' });
    }
    // A body under the limit but over 4 KB is answered, and journaled cut.
    const midsize = await visitor.call('getTimeAxisV2', { note: 'b'.repeat(20_000) });
    expect(midsize.code).toBe('01');
    const journal = stack.mock.mock.journal;
    expect(journal.list(1)[0]!.body).toMatchObject({ cut: true });
    expect(journal.bytesOf()).toBeLessThan(1024 * 1024);
  });

  it('counts an IPv4-mapped address as its IPv4 one and the addresses of one IPv6 /64 together', async () => {
    stack = await startStack({ proxyTimeoutMs: PROXY_TIMEOUT_MS, server: demo(2) });
    const from = async (address: string) =>
      (await new Browser(stack, { 'x-forwarded-for': address }).call('getTimeAxisV2')).code;
    expect([
      await from('203.0.113.9'),
      await from('::ffff:203.0.113.9'),
      await from('::ffff:203.0.113.9'),
    ]).toEqual(['01', '01', '02']);
    expect([
      await from('2001:db8:1:2::1'),
      await from('2001:db8:1:2:ffff::9'),
      await from('2001:db8:1:2:abcd::7'),
      await from('2001:db8:1:3::1'),
    ]).toEqual(['01', '01', '02', '01']);
  });
});

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (bytes: number): Buffer => Buffer.concat([PNG_HEAD, Buffer.alloc(bytes - PNG_HEAD.length, 7)]);

/** webUpload through the server, as the shop's form sends it (multipart, one `file`). */
async function upload(stack: Stack, browser: Browser, who: Who, file: Buffer) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="reqId"\r\n\r\n${newReqId()}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const reply = await send(stack.serverUrl, false, {
    method: 'POST',
    path: '/api/upload/webupload',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      [CUSTOM_HEADER]: encodeCustomHeader({ token: who.token, uid: String(who.userId) }),
      cookie: browser.cookie!,
    },
    body,
  });
  return JSON.parse(reply.text) as { code: string; msg: string; result: { url: string } | null };
}

const filesIn = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir) : []);

describe('uploads of the public demo', () => {
  let stack: Stack;
  afterEach(() => stack.close());

  it('hold each visitor to 20 files and 10 MB, and go with their sandbox', async () => {
    stack = await startStack({ proxyTimeoutMs: PROXY_TIMEOUT_MS, server: demo(100) });
    const dir = stack.mock.mock.uploadsDir;
    const many = new Browser(stack);
    const who = (await many.login())!;
    for (let i = 0; i < 20; i++) expect((await upload(stack, many, who, png(1000))).code).toBe('01');
    expect(await upload(stack, many, who, png(1000))).toMatchObject({
      code: '02',
      msg: '每位访客最多上传 20 张图片（共 10 MB），已达上限',
    });
    const big = new Browser(stack);
    const bigWho = (await big.login())!;
    const urls: string[] = [];
    for (let i = 0; i < 7; i++) urls.push((await upload(stack, big, bigWho, png(1_400_000))).result!.url);
    expect((await upload(stack, big, bigWho, png(1_400_000))).code).toBe('02');
    expect(filesIn(dir)).toHaveLength(27);
    // The big visitor's sandbox goes: its seven files go with it, and are no longer served.
    const bigSandbox = stack.mock.mock.sandboxes.list().find((s) => s.store.table(UPLOADS).count({}) === 7)!;
    await stack.mock.mock.sandboxes.remove(bigSandbox.id);
    // The files go in the background: waited for, not for a fixed time.
    await until(() => filesIn(dir).length <= 20);
    expect(filesIn(dir)).toHaveLength(20);
    expect((await send(stack.serverUrl, false, { method: 'GET', path: urls[0]! })).status).toBe(404);
  });

  it('keep all uploads within their budget, health says full first, and a failed write leaves nothing', async () => {
    stack = await startStack({
      proxyTimeoutMs: PROXY_TIMEOUT_MS,
      server: demo(100),
      mock: { uploadsMaxBytes: 5_000_000 },
    });
    const dir = stack.mock.mock.uploadsDir;
    const health = async () =>
      JSON.parse((await send(stack.mockUrl, false, { method: 'GET', path: '/__mock/health' })).text).result
        .status as string;
    const visitors = await Promise.all([0, 1, 2].map(async () => new Browser(stack)));
    const whos = [];
    for (const v of visitors) whos.push((await v.login())!);
    expect(await health()).toBe('ok');
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await upload(stack, visitors[i]!, whos[i]!, png(1_500_000))).code);
    expect(codes).toEqual(['01', '01', '01']);
    // 4.5 of 5 MB: full before the next upload is refused.
    expect(await health()).toBe('full');
    expect(await upload(stack, visitors[0]!, whos[0]!, png(1_000_000))).toMatchObject({
      code: '02',
      msg: '图片存储空间已满，请稍后再试',
    });
    // A write that fails (the folder is gone) answers 02 and leaves no partial file.
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, 'not a folder');
    const failed = await upload(stack, visitors[1]!, whos[1]!, png(1000));
    expect(failed).toMatchObject({ code: '02', msg: '图片保存失败，请稍后再试' });
    rmSync(dir, { force: true });
  });
});

describe("the mock's own guards", () => {
  let stack: Stack;
  afterEach(() => stack.close());

  it('refuses a clock outside 2000-2100 with 03 naming the range, and the clock stays readable', async () => {
    stack = await startStack();
    const put = (body: unknown) =>
      send(stack.mockUrl, false, {
        method: 'PUT',
        path: '/__mock/clock',
        headers: { 'content-type': 'application/json', 'x-mock-sandbox': 'clock' },
        body: JSON.stringify(body),
      });
    for (const body of [
      { mode: 'offset', offsetMs: 8.64e15 },
      { mode: 'frozen', at: 8.64e15 },
      { mode: 'frozen', at: '1900-01-01T00:00:00+08:00' },
      { mode: 'offset', offsetMs: 80 * 365 * 86_400_000 },
    ]) {
      const reply = await put(body);
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.text)).toMatchObject({ code: '03' });
      expect(reply.text).toContain('2000-01-01 至 2100-01-01');
    }
    const read = await send(stack.mockUrl, false, {
      method: 'GET',
      path: '/__mock/clock',
      headers: { 'x-mock-sandbox': 'clock' },
    });
    expect(read.status).toBe(200);
    expect(JSON.parse(read.text)).toMatchObject({ code: '01', result: { mode: 'real' } });
    expect(Math.abs(Number(read.headers['x-mock-now']) - Date.now())).toBeLessThan(60_000);
  });

  it('refuses an admin request without a Host header (HTTP/1.0)', async () => {
    stack = await startStack();
    const { port } = new URL(stack.mockUrl);
    const raw = (line: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(`${line} HTTP/1.0\r\n\r\n`));
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    expect(await raw('GET /__mock/sandboxes')).toMatch(/^HTTP\/1\.[01] 403/);
    expect(await raw('DELETE /__mock/faults')).toMatch(/^HTTP\/1\.[01] 403/);
    // Probes need no Host.
    expect(await raw('GET /__mock/health')).toMatch(/^HTTP\/1\.[01] 200/);
  });

  it('removes a sandbox busy answering a request once it is answered, never with a 500', async () => {
    stack = await startStack({ proxyTimeoutMs: PROXY_TIMEOUT_MS });
    const inSandbox = { 'x-mock-sandbox': 'busy-one' };
    expect((await new Browser(stack, inSandbox).call('getTimeAxisV2')).code).toBe('01');
    const slow = new Browser(stack, { ...inSandbox, 'x-mock-delay': '1500' }).call('getTimeAxisV2');
    // Removed while the call is in the sandbox (not before it arrives, however loaded the machine).
    await until(() => (stack.mock.mock.sandboxes.get('busy-one')?.inFlight ?? 0) > 0);
    const removal = await send(stack.mockUrl, false, {
      method: 'DELETE',
      path: '/__mock/sandboxes/busy-one',
      headers: { 'x-mock-admin': '1' },
    });
    expect(removal.status).toBe(200);
    expect(JSON.parse(removal.text)).toMatchObject({ code: '01' });
    expect((await slow).code).toBe('01');
    expect(stack.mock.mock.sandboxes.get('busy-one')).toBeUndefined();
  });
});
