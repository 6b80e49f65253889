// docs/architecture.md's table of areas stays true: every folder it names exists (core, a desktop
// feature, a phone page folder, a mock handler and domain), and no desktop feature or phone
// page folder is left out of it, so an area cannot grow a second name (a `flash` beside `flash-sale`)
// without the table saying so.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

const CORE = 'client/src/core';
const DESKTOP = 'client/src/desktop/features';
const PHONE = 'client/src/mobile/pages';

export interface AreaRow {
  area: string;
  core: string[];
  desktop: string[];
  phone: string[];
  handlers: string[];
  domains: string[];
}

/** The names of one cell: backticked, comma-separated; `—` for none. */
const names = (cell: string) => [...cell.matchAll(/\x60([^\x60]+)\x60/g)].map(([, name]) => name!);

/** The rows of the table whose header starts with `| area `. */
export function areaRows(text = doc): AreaRow[] {
  const lines = text.split('\n');
  const header = lines.findIndex((line) => line.startsWith('| area '));
  if (header < 0) throw new Error('docs/architecture.md has no table of areas');
  const end = lines.findIndex((line, i) => i > header && !line.startsWith('|'));
  return lines.slice(header + 2, end < 0 ? undefined : end).map((line) => {
    const [area = '', core = '', desktop = '', phone = '', mock = ''] = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    const [handlers = '', domains = ''] = mock.split('→');
    return {
      area,
      core: names(core),
      desktop: names(desktop),
      phone: names(phone),
      handlers: names(handlers),
      domains: names(domains),
    };
  });
}

const isDir = (dir: string) =>
  existsSync(path.join(root, dir)) && statSync(path.join(root, dir)).isDirectory();
const isFile = (file: string) =>
  existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile();
const subfolders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** Folders the table names that do not exist. */
export function missingFolders(rows: AreaRow[]): string[] {
  return rows.flatMap((row) => [
    ...row.core.map((n) => `${CORE}/${n}`).filter((d) => !isDir(d)),
    ...row.desktop.map((n) => `${DESKTOP}/${n}`).filter((d) => !isDir(d)),
    ...row.phone.map((n) => `${PHONE}/${n}`).filter((d) => !isDir(d)),
    ...row.handlers.map((n) => `mock-api/src/http/handlers/${n}.ts`).filter((f) => !isFile(f)),
    ...row.domains.map((n) => `mock-api/src/domain/${n}`).filter((d) => !isDir(d)),
  ]);
}

/**
 * Face folders the table leaves out: every desktop feature and every phone page folder; where the
 * table names a phone folder's sub-folders (`order/pay`), each of that folder's sub-folders too.
 */
export function unnamedFolders(rows: AreaRow[]): string[] {
  const desktop = new Set(rows.flatMap((r) => r.desktop));
  const phone = new Set(rows.flatMap((r) => r.phone));
  const split = new Set([...phone].filter((n) => n.includes('/')).map((n) => n.split('/')[0]!));
  return [
    ...subfolders(DESKTOP)
      .filter((n) => !desktop.has(n))
      .map((n) => `${DESKTOP}/${n}`),
    ...subfolders(PHONE).flatMap((n) =>
      split.has(n)
        ? subfolders(`${PHONE}/${n}`)
            .filter((sub) => !phone.has(`${n}/${sub}`))
            .map((sub) => `${PHONE}/${n}/${sub}`)
        : phone.has(n)
          ? []
          : [`${PHONE}/${n}`],
    ),
  ];
}

describe('docs/architecture.md: one name per area', () => {
  const rows = areaRows();

  it('names an area once, with a folder on a face or in core', () => {
    expect(rows.length).toBeGreaterThan(5);
    const areas = rows.map((r) => r.area);
    expect(new Set(areas).size).toBe(areas.length);
    for (const row of rows)
      expect(row.core.length + row.desktop.length + row.phone.length).toBeGreaterThan(0);
  });

  it('names only folders that exist', () => {
    expect(missingFolders(rows)).toEqual([]);
  });

  it('leaves no desktop feature or phone page folder out', () => {
    expect(unnamedFolders(rows)).toEqual([]);
  });

  it('catches a folder the table leaves out and a name with no folder', () => {
    const drop = (list: string[]) => list.filter((n) => n !== 'flash-sale');
    const withoutFlashSale = rows.map((r) => ({ ...r, desktop: drop(r.desktop), phone: drop(r.phone) }));
    expect(unnamedFolders(withoutFlashSale)).toEqual([`${DESKTOP}/flash-sale`, `${PHONE}/flash-sale`]);
    const withoutPay = rows.map((r) => ({ ...r, phone: r.phone.filter((n) => n !== 'order/pay') }));
    expect(unnamedFolders(withoutPay)).toEqual([`${PHONE}/order/pay`]);
    const renamed = rows.map((r) => ({
      ...r,
      phone: r.phone.map((n) => (n === 'flash-sale' ? 'flash' : n)),
    }));
    expect(missingFolders(renamed)).toEqual([`${PHONE}/flash`]);
    expect(unnamedFolders(renamed)).toEqual([`${PHONE}/flash-sale`]);
    const rename = (list: string[]) => list.map((n) => (n === 'cart' ? 'carts' : n));
    const wrongMock = rows.map((r) => ({ ...r, handlers: rename(r.handlers), domains: rename(r.domains) }));
    expect(missingFolders(wrongMock)).toEqual([
      'mock-api/src/http/handlers/carts.ts',
      'mock-api/src/domain/carts',
    ]);
  });
});
