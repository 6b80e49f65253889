// The README's "Before your first change" names what a newcomer must read before touching code; that
// reading stays within its budget, counted as `wc -w` counts (runs of non-space characters).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const NEWCOMER_WORDS_MAX = 3_000;

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** README.md and the files its "Before your first change" section asks to read (the links before "The rest"). */
export function newcomerReading(readme = read('README.md')): string[] {
  const start = readme.indexOf('\n## Before your first change\n');
  if (start < 0) throw new Error('README.md has no section "Before your first change"');
  const end = readme.indexOf('\n## ', start + 1);
  const mustRead = readme.slice(start, end).split('The rest of')[0]!;
  return ['README.md', ...[...mustRead.matchAll(/\]\(([^)#]+\.md)\)/g)].map(([, file]) => file!)];
}

describe('what a newcomer reads before a first change', () => {
  it('names the README and docs/architecture.md', () => {
    expect(newcomerReading()).toEqual(['README.md', 'docs/architecture.md']);
  });

  it(`stays within ${NEWCOMER_WORDS_MAX} words`, () => {
    const total = newcomerReading().reduce((sum, file) => sum + words(read(file)), 0);
    expect(total).toBeLessThanOrEqual(NEWCOMER_WORDS_MAX);
  });

  it('counts a file the section adds to the reading', () => {
    const readme = read('README.md').replace(
      '[docs/architecture.md](docs/architecture.md)',
      '[docs/architecture.md](docs/architecture.md) and [docs/decisions.md](docs/decisions.md)',
    );
    const files = newcomerReading(readme);
    expect(files).toContain('docs/decisions.md');
    expect(files.reduce((sum, file) => sum + words(read(file)), 0)).toBeGreaterThan(NEWCOMER_WORDS_MAX);
  });
});
