// Group commit: concurrent writes share few COMMITs, every flushed write is on disk for a second
// connection, and a refused operation rolls back alone.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { pino } from 'pino';
import { DEFAULT_SEED, seedFor } from '../../src/http/app';
import { AD_CLICKS, countAdClick } from '../../src/domain/catalogue/ad-clicks';
import { createStore } from '../../src/persistence/store';
import { ALL_TABLES } from '../../src/domain/tables';

const clock = { now: () => Date.UTC(2026, 10, 20, 2, 0, 0) };
const seed = seedFor(DEFAULT_SEED, clock.now());
const quiet = pino({ level: 'silent' });

describe('group commit', () => {
  it('commits 200 concurrent writes in a few COMMITs, each durable once its flush resolves', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mock-group-')), 'mock-api.sqlite');
    const store = createStore({ tables: ALL_TABLES, file, clock, seed, log: quiet });
    const before = store.commits;
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
          store.atomic(() => countAdClick({ store }, 1 + (i % 5)));
          return store.flush();
        }),
      ),
    );
    const commits = store.commits - before;
    expect(commits).toBeGreaterThanOrEqual(1);
    expect(commits).toBeLessThanOrEqual(5);
    // Another connection sees every click: the commits are in the file, not only in memory.
    const reader = new DatabaseSync(file, { readOnly: true });
    const total = (reader.prepare('SELECT sum(count) AS n FROM ad_clicks').get() as { n: number }).n;
    reader.close();
    expect(total).toBe(200);
    await store.close();
  });

  it('rolls back a refused operation alone, keeping the others of the same commit', async () => {
    const store = createStore({ tables: ALL_TABLES, file: ':memory:', clock, seed, log: quiet });
    store.atomic(() => countAdClick({ store }, 1));
    expect(() =>
      store.atomic(() => {
        countAdClick({ store }, 2);
        throw new Error('refused');
      }),
    ).toThrow('refused');
    store.atomic(() => countAdClick({ store }, 3));
    await store.flush();
    expect(
      store
        .table(AD_CLICKS)
        .where({})
        .map((r) => r.id),
    ).toEqual([1, 3]);
    await store.close();
  });
});
