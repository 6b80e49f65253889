// The journal within its budgets: a request body over 4 KB is kept as its head, marked as cut; the
// entries of one state fit their byte budget (oldest out first); with MOCK_ADMIN=off no body is kept.
import { Journal } from '../../src/test-control/journal';
import { BODY_KEEP_BYTES } from '../../src/test-control/journal-budget';
import { startHarness, type Harness } from '../harness';

const entry = (body: unknown, sandbox: string | null = null) => ({
  time: 0,
  method: 'POST',
  path: '/api/x',
  query: {},
  body,
  rawHeader: null,
  headers: {},
  reply: Buffer.from('{"code":"01","msg":"","result":null}'),
  reqId: null,
  status: 200,
  code: '01',
  durationMs: 1,
  fault: null,
  faultRules: null,
  sandbox,
  operation: null,
  note: null,
});

describe('the journal budget', () => {
  let h: Harness;
  afterEach(() => h?.close());

  it('keeps a large request body as its first 4 KB, marked as cut', async () => {
    h = startHarness();
    const long = 'x'.repeat(20_000);
    await h.send('getTimeAxisV2', { note: long });
    const [shown] = h.app.mock.journal.list(1);
    expect(shown!.body).toMatchObject({ cut: true, note: '内容过长，日志只保留前 4 KB' });
    const cut = shown!.body as { bytes: number; head: string };
    expect(cut.bytes).toBeGreaterThan(20_000);
    expect(Buffer.byteLength(cut.head)).toBeLessThanOrEqual(BODY_KEEP_BYTES);
    // A short one stays whole.
    await h.send('getTimeAxisV2', { note: 'short' });
    expect(h.app.mock.journal.list(1)[0]!.body).toMatchObject({ note: 'short' });
  });

  it('keeps no bodies or replies with MOCK_ADMIN=off', async () => {
    h = startHarness({ admin: { enabled: false, hosts: [] } });
    await h.send('getTimeAxisV2', { note: 'private' });
    const [detail] = h.app.mock.journal.details(undefined);
    expect(detail).toMatchObject({ body: null, reply: null, path: '/api/goods/flashSale/getTimeAxisV2' });
  });

  it('holds each state and all states within their byte budgets, oldest entries out first', () => {
    const journal = new Journal(1000, { keepBodies: true, stateBytes: 50_000, totalBytes: 120_000 });
    const body = 'y'.repeat(3_000);
    for (let i = 0; i < 100; i++) journal.record(entry({ body }, 'a'), 3_010);
    expect(journal.bytesOf('a')).toBeLessThanOrEqual(50_000);
    expect(journal.sizeOf('a')).toBeLessThan(100);
    expect(journal.list(1, undefined, 'a')[0]!.seq).toBe(100);
    for (const sandbox of ['b', 'c', 'd'])
      for (let i = 0; i < 100; i++) journal.record(entry({ body }, sandbox), 3_010);
    expect(journal.bytesOf()).toBeLessThanOrEqual(120_000);
    expect(journal.sizeOf('d')).toBeGreaterThan(0);
  });
});
