// A bounded statement cache (a sandbox's store) finalizes the least recently used statement beyond
// its max, and prepares it again when asked: a sandbox keeps a dozen, not every one it ever ran.
import { DatabaseSync } from 'node:sqlite';
import { StatementCache } from '../../src/persistence/table';

describe('StatementCache with a max', () => {
  const db = new DatabaseSync(':memory:');
  afterAll(() => db.close());

  it('finalizes the least recently used statement beyond the max and prepares it again later', () => {
    const cache = new StatementCache(db, 2);
    const one = cache.get('SELECT 1 AS n');
    cache.get('SELECT 2 AS n');
    cache.get('SELECT 1 AS n'); // used again: now the most recent
    cache.get('SELECT 3 AS n');
    expect(cache.size).toBe(2);
    expect(one.get()).toEqual({ n: 1 });
    const two = cache.get('SELECT 2 AS n');
    expect(two.get()).toEqual({ n: 2 });
    expect(cache.size).toBe(2);
    // `one` was the least recently used when `two` came back, so it was finalized (where Node has
    // statement.close(); elsewhere it is only dropped, for the garbage collector).
    if ('close' in one) expect(() => one.get()).toThrow(/finalized/);
    expect(cache.get('SELECT 1 AS n').get()).toEqual({ n: 1 });
  });

  it('keeps every statement without a max', () => {
    const cache = new StatementCache(db);
    for (let i = 0; i < 50; i++) cache.get(`SELECT ${i} AS n`);
    expect(cache.size).toBe(50);
  });
});
