// The journal per state: each sandbox and the default state keep their own last 1,000 entries, so a
// busy worker never pushes out another worker's calls; ?sandbox= reads one state, the stream follows it.
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogue, encodeCustomHeader, newReqId } from '@storefront/contracts';
import request from 'supertest';
import { JOURNAL_SIZE } from '../../../src/http/app';
import { startHarness } from '../../harness';

jest.setTimeout(60_000);

const h = startHarness();
let server: Server;
let base: string;
beforeAll(async () => {
  server = h.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await h.close();
});

/** `count` cheap reads in the sandbox `id` (null: the default state), a few at a time over keep-alive. */
async function hotGoods(id: string | null, count: number): Promise<void> {
  const headers: Record<string, string> = { 'domo-custom': encodeCustomHeader({}) };
  if (id) headers['x-mock-sandbox'] = id;
  for (let done = 0; done < count; done += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - done) }, async () => {
        const res = await fetch(`${base}${catalogue.getHotGoods.path}?reqId=${newReqId()}`, { headers });
        await res.arrayBuffer();
      }),
    );
  }
}

const journalOf = async (query: string) =>
  (await request(h.app).get(`/__mock/journal?${query}`)).body as {
    code: string;
    result: { total: number; entries: Array<{ seq: number; sandbox: string | null; operation: string }> };
  };

it('keeps a quiet sandbox whole while another sandbox makes 2,000 calls', async () => {
  await hotGoods('quiet', 3);
  await hotGoods(null, 2);
  await hotGoods('busy', 2000);

  const quiet = await journalOf('sandbox=quiet&limit=1000');
  expect(quiet.result.total).toBe(3);
  expect(quiet.result.entries.map((e) => e.sandbox)).toEqual(['quiet', 'quiet', 'quiet']);
  const busy = await journalOf('sandbox=busy&limit=1000');
  expect(busy.result.total).toBe(JOURNAL_SIZE);
  expect(busy.result.entries).toHaveLength(1000);
  expect(busy.result.entries.every((e) => e.sandbox === 'busy')).toBe(true);
  // Newest first, and the newest 1,000 of the 2,000.
  const seqs = busy.result.entries.map((e) => e.seq);
  expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
  // `sandbox=` (empty) is the default state, which keeps its own calls too.
  const defaults = await journalOf('sandbox=');
  expect(defaults.result.total).toBe(2);
  expect(defaults.result.entries.every((e) => e.sandbox === null)).toBe(true);
});

it('clears one state without touching the others, and forgets a removed sandbox', async () => {
  await hotGoods('keep', 1);
  await hotGoods('gone', 1);
  await request(h.app).delete('/__mock/journal?sandbox=gone').set('x-mock-admin', '1').expect(200);
  expect((await journalOf('sandbox=gone')).result.total).toBe(0);
  expect((await journalOf('sandbox=keep')).result.total).toBe(1);
  await request(h.app).delete('/__mock/sandboxes/keep').set('x-mock-admin', '1').expect(200);
  expect((await journalOf('sandbox=keep')).result.total).toBe(0);
});

it('streams one sandbox only with ?sandbox=, missed entries included', async () => {
  await hotGoods('follow', 1);
  const first = (await journalOf('sandbox=follow')).result.entries[0]!.seq;
  const seen: Array<{ seq: number; sandbox: string | null }> = [];
  const req = http.get(`${base}/__mock/journal/stream?sandbox=follow&lastEventId=${first - 1}`);
  const res = await new Promise<http.IncomingMessage>((resolve) => req.once('response', resolve));
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    for (const m of chunk.matchAll(/^data: (\{.*\})$/gm)) seen.push(JSON.parse(m[1]!));
  });
  await hotGoods('other', 3);
  await hotGoods('follow', 2);
  const deadline = Date.now() + 5000;
  while (seen.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  req.destroy();
  expect(seen.map((e) => e.sandbox)).toEqual(['follow', 'follow', 'follow']);
  expect(seen[0]!.seq).toBe(first);
});

it('answers 03 to a malformed sandbox id', async () => {
  const bad = await journalOf('sandbox=no%20spaces');
  expect(bad.code).toBe('03');
  const stream = await request(h.app).get('/__mock/journal/stream?sandbox=a/b');
  expect(stream.body).toMatchObject({ code: '03' });
});
