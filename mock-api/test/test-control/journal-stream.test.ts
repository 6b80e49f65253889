// The journal live (GET /__mock/journal/stream, Server-Sent Events): entries in order as calls finish,
// a reconnect with Last-Event-ID gets exactly what it missed, and one entry opens with its headers
// (token masked), parsed form body, reply and the schema's verdict.
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { call, sessionFor, testApp } from '../harness.js';

const app = testApp();
let server: Server;
let port: number;
beforeAll(async () => {
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

interface Event {
  id?: string;
  event?: string;
  data?: string;
}

/** Opens the stream and collects its events; `until` says when enough have come. */
function openStream(headers: Record<string, string> = {}, query = '') {
  const events: Event[] = [];
  let wake: (() => void) | null = null;
  const req = http.get({ host: '127.0.0.1', port, path: `/__mock/journal/stream${query}`, headers });
  const ready = new Promise<http.IncomingMessage>((resolve) => req.once('response', resolve));
  let buffer = '';
  void ready.then((res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event: Event = {};
        for (const line of block.split('\n')) {
          const [field, ...rest] = line.split(': ');
          if (field === 'id' || field === 'event' || field === 'data') event[field] = rest.join(': ');
        }
        if (event.event) events.push(event);
      }
      wake?.();
    });
  });
  const entries = () => events.filter((e) => e.event === 'entry').map((e) => JSON.parse(e.data!));
  return {
    ready,
    events,
    entries,
    async waitFor(count: number) {
      const deadline = Date.now() + 5000;
      while (entries().length < count && Date.now() < deadline)
        await new Promise<void>((resolve) => ((wake = resolve), setTimeout(resolve, 50)));
      return entries();
    },
    close: () => req.destroy(),
  };
}

describe('journal stream', () => {
  it('sends each call as it finishes, in order, as an event-stream', async () => {
    const stream = openStream();
    const res = await stream.ready;
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    await call(app, 'getCategory');
    await call(app, 'getHotGoods', { pageSize: 2 });
    const entries = await stream.waitFor(2);
    expect(entries.map((e) => e.operation)).toEqual(['getCategory', 'getHotGoods']);
    expect(Number(stream.events[1]!.id)).toBe(entries[1].seq);
    stream.close();
  });

  it('resumes after Last-Event-ID with exactly the entries missed, then goes on live', async () => {
    const first = openStream();
    await first.ready;
    await call(app, 'getCategory');
    const [seen] = await first.waitFor(1);
    first.close();
    await call(app, 'getHotGoods', { pageSize: 1 });
    await call(app, 'getHotGoods', { pageSize: 2 });

    const again = openStream({ 'Last-Event-ID': String(seen.seq) });
    const missed = await again.waitFor(2);
    expect(missed.map((e) => e.seq)).toEqual([seen.seq + 1, seen.seq + 2]);
    expect(missed.map((e) => e.body.pageSize)).toEqual(['1', '2']);
    await call(app, 'getCategory');
    const all = await again.waitFor(3);
    expect(all).toHaveLength(3);
    expect(all[2].seq).toBe(seen.seq + 3);
    again.close();

    // The same through the query string (a first connection that knows where it stopped).
    const byQuery = openStream({}, `?lastEventId=${seen.seq + 1}`);
    expect((await byQuery.waitFor(2)).map((e) => e.seq)).toEqual([seen.seq + 2, seen.seq + 3]);
    byQuery.close();
  });

  it('says so with a gap event when entries were cleared meanwhile', async () => {
    await call(app, 'getCategory');
    const last = (await request(app).get('/__mock/journal?limit=1')).body.result.entries[0].seq as number;
    await call(app, 'getCategory');
    await request(app).delete('/__mock/journal').set('x-mock-admin', '1');
    const stream = openStream({ 'Last-Event-ID': String(last) });
    await stream.ready;
    await call(app, 'getHotGoods', { pageSize: 3 });
    await stream.waitFor(1);
    expect(stream.events[0]).toMatchObject({ event: 'gap' });
    stream.close();
  });
});

describe('journal entry detail', () => {
  it('shows headers with the token masked, the parsed form, the reply and its verdict', async () => {
    const me = sessionFor(app, 100010);
    await call(app, 'getHotGoods', { pageSize: 2 }, me);
    const { seq } = (await request(app).get('/__mock/journal?limit=1')).body.result.entries[0];
    const detail = (await request(app).get(`/__mock/journal/${seq}`)).body.result;
    expect(detail.body).toMatchObject({ pageSize: '2' });
    expect(detail.header.uid).toBe('100010');
    expect(detail.header.token).not.toContain(me.token.slice(8));
    expect(JSON.stringify(detail)).not.toContain(me.token);
    expect(detail.headers['content-type']).toMatch(/form-urlencoded/);
    expect(detail.reply.code).toBe('01');
    expect(detail.verdict).toMatchObject({ ok: true });
    expect((await request(app).get('/__mock/journal/999999')).status).toBe(404);
    expect((await request(app).get('/__mock/journal/abc')).body.code).toBe('03');
  });

  it('judges a 03 as an error envelope, and names a malformed reply', async () => {
    await call(app, 'getHotGoods', {}, { noReqId: true });
    const bad = (await request(app).get('/__mock/journal?limit=1')).body.result.entries[0];
    expect((await request(app).get(`/__mock/journal/${bad.seq}`)).body.result.verdict.summary).toMatch(
      /^code 03/,
    );
    await request(app).post('/__mock/faults/rules').send({ operation: 'getCategory', effect: 'malformed' });
    await call(app, 'getCategory').catch(() => null);
    await request(app).delete('/__mock/faults/rules').set('x-mock-admin', '1');
    const cut = (await request(app).get('/__mock/journal?limit=1')).body.result.entries[0];
    expect((await request(app).get(`/__mock/journal/${cut.seq}`)).body.result.verdict.ok).toBe(false);
  });
});
