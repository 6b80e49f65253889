import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { commentsOf, headingsOf, problemOf, referencesIn, slugOf, type RepoView } from './doc-references.js';

const ROOT = resolve(__dirname, '../..');
const repo: RepoView = {
  exists: (path) => existsSync(join(ROOT, path)),
  read: (path) => readFileSync(join(ROOT, path), 'utf8'),
};

const fakeRepo = (files: Record<string, string>): RepoView => ({
  exists: (path) => path in files,
  read: (path) => files[path] ?? '',
});

describe('references from comments to files of the repository', () => {
  it('finds paths, anchors and quoted headings in comments only', () => {
    const source = [
      '// The wire (see docs/wire.md, "Admin safety") and docs/testing.md#the-mocks-console.',
      "const path = 'docs/not-a-comment.md';",
      '/** Proved by scripts/test/boundaries.test.ts. */',
    ].join('\n');
    const refs = commentsOf('a.ts', source).flatMap(referencesIn);
    expect(refs).toEqual([
      { path: 'docs/wire.md', heading: 'Admin safety' },
      { path: 'docs/testing.md', anchor: 'the-mocks-console' },
      { path: 'scripts/test/boundaries.test.ts' },
    ]);
  });

  it('makes GitHub anchors of headings', () => {
    expect(slugOf("The mock's console")).toBe('the-mocks-console');
    expect(headingsOf('# A\n```\n# not a heading\n```\n## B ##\n')).toEqual(['A', 'B']);
  });

  it('says what is missing: a file, an anchor, a heading', () => {
    const files = fakeRepo({ 'docs/wire.md': '# Wire\n## Admin safety\n', 'client/src/a.ts': '' });
    expect(problemOf({ path: 'docs/wire.md', heading: 'Admin safety' }, files)).toBeNull();
    expect(problemOf({ path: 'docs/wire.md', anchor: 'admin-safety' }, files)).toBeNull();
    expect(problemOf({ path: 'client/src/a.js' }, files)).toBeNull();
    expect(problemOf({ path: 'docs/gone.md' }, files)).toBe('docs/gone.md: no such file');
    expect(problemOf({ path: 'docs/wire.md', anchor: 'drift' }, files)).toBe(
      'docs/wire.md#drift: no heading with that anchor',
    );
    expect(problemOf({ path: 'docs/wire.md', heading: 'Drift' }, files)).toBe(
      'docs/wire.md, "Drift": no such heading',
    );
  });

  it('resolves every reference that a comment of a tracked source file makes', () => {
    const files = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\0')
      .filter((file) => file && !file.includes('/dist/') && existsSync(join(ROOT, file)));
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) =>
      commentsOf(file, repo.read(file))
        .flatMap(referencesIn)
        .map((ref) => problemOf(ref, repo))
        .filter((problem) => problem !== null)
        .map((problem) => `${file}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
