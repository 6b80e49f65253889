// The store's persistence: group commit, durability on flush, reload, corrupt files moved aside.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { openDb } from './db.js';

interface Note {
  id: number;
  text: string;
}

const quiet = pino({ level: 'silent' });
const tempFile = () => join(mkdtempSync(join(tmpdir(), 'mock-db-')), 'data', 'mock-api.json');

describe('db', () => {
  it('persists every change made before flush resolves, sharing writes between concurrent flushes', async () => {
    const file = tempFile();
    const db = openDb({ file, log: quiet });
    const notes = db.table<Note>('notes', { idBase: 10 });
    const flushes = Array.from({ length: 40 }, (_, i) => {
      notes.insert({ text: `n${i}` });
      return db.flush();
    });
    await Promise.all(flushes);
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    expect(stored.tables.notes.rows).toHaveLength(40);
    expect(stored.tables.notes.rows[0]).toEqual({ id: 10, text: 'n0' });
    await db.close();
  });

  it('reloads tables, ids continue after the highest one', async () => {
    const file = tempFile();
    const db = openDb({ file, log: quiet });
    db.table<Note>('notes').insert({ text: 'a' });
    db.table<Note>('notes').insert({ id: 7, text: 'b' });
    await db.close();
    const again = openDb({ file, log: quiet });
    const notes = again.table<Note>('notes');
    expect(notes.all().map((n) => n.text)).toEqual(['a', 'b']);
    expect(notes.insert({ text: 'c' }).id).toBe(8);
    await again.close();
  });

  it('returns copies: changing a returned row does not change the table', () => {
    const db = openDb({ file: null, log: quiet });
    const notes = db.table<Note>('notes');
    const row = notes.insert({ text: 'keep' });
    row.text = 'changed';
    expect(notes.get(row.id)!.text).toBe('keep');
    expect(() => notes.update(999, { text: 'x' })).toThrow(/no row 999/);
  });

  it('moves a corrupt file aside with a clear log line and starts empty', () => {
    const file = tempFile();
    openDb({ file, log: quiet });
    writeFileSync(file, '{"format": "storefront-mock-api", "tab');
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const db = openDb({ file, log });
    expect(db.table<Note>('notes').all()).toEqual([]);
    const moved = readdirSync(join(file, '..')).filter((name) => name.startsWith('mock-api.json.corrupt-'));
    expect(moved).toHaveLength(1);
    expect(lines.join('')).toMatch(/corrupt.*moved it to .*mock-api\.json\.corrupt-/);
  });

  it('reset empties every table and runs the reset hooks', async () => {
    const db = openDb({ file: null, log: quiet });
    db.table<Note>('notes').insert({ text: 'x' });
    db.onReset(() => db.table<Note>('notes').insert({ text: 'demo' }));
    await db.reset();
    expect(
      db
        .table<Note>('notes')
        .all()
        .map((n) => n.text),
    ).toEqual(['demo']);
  });
});
