// docs/architecture.md stays true: its walk of addCart names files that exist, each importing the
// next (across HTTP, a route of the catalogue that the client calls and the mock handles), its line
// budget holds, and its environment tables list exactly what each env.ts parses and every
// process.env read of the package's sources.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { catalogue } from '@storefront/contracts';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** The text of one `## ` section of the doc. */
function section(heading: string, text = doc): string {
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no section "${heading}"`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

type Step = { file: string } | { method: string; route: string };

/** The numbered steps of the walk: a file in backticks, or `HTTP METHOD /path`. */
export function walkSteps(text = doc): Step[] {
  return [
    ...section('The walk of addCart', text).matchAll(/^\d+\. (?:`([^`]+)`|HTTP (GET|POST) (\S+))\s*$/gm),
  ].map(([, file, method, route]) => (file ? { file } : { method: method!, route: route! }));
}

/** The files of ours a source file imports (relative specifiers, `.js` meaning `.ts`). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    if (!fileName.startsWith('.')) return [];
    const base = path.join(path.dirname(file), fileName).replace(/\.js$/, '');
    const found = [base, `${base}.ts`, `${base}.tsx`].find(
      (f) => existsSync(path.join(root, f)) && statSync(path.join(root, f)).isFile(),
    );
    return found ? [found] : [];
  });
}

/** What is wrong with a walk: gone files, broken links between neighbours, a route not in the catalogue. */
export function walkProblems(steps: Step[]): string[] {
  const problems: string[] = [];
  steps.forEach((step, i) => {
    if ('file' in step) {
      if (!existsSync(path.join(root, step.file))) return problems.push(`${step.file}: no such file`);
      const next = steps[i + 1];
      if (
        next &&
        'file' in next &&
        existsSync(path.join(root, next.file)) &&
        !importsOf(step.file).includes(next.file)
      )
        problems.push(`${step.file} does not import ${next.file}`);
      return;
    }
    const entry = Object.entries(catalogue).find(
      ([, e]) => e.method === step.method && e.path === step.route,
    );
    if (!entry) return problems.push(`${step.method} ${step.route}: not a route of the catalogue`);
    const [name] = entry;
    const files = steps.flatMap((s) => ('file' in s && existsSync(path.join(root, s.file)) ? [s.file] : []));
    const read = (f: string) => readFileSync(path.join(root, f), 'utf8');
    if (!files.some((f) => f.startsWith('client/') && read(f).includes(`'${name}'`)))
      problems.push(`no client file of the walk calls '${name}'`);
    if (!files.some((f) => f.startsWith('mock-api/') && read(f).includes(`${name}:`)))
      problems.push(`no mock-api file of the walk handles ${name}`);
  });
  return problems;
}

/** The variables one env.ts parses: the keys of its zod object, two spaces in. */
const parsedBy = (file: string): string[] =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)]
    .map(([, name]) => name!)
    .sort();

/** The variables the doc's table under "`file`:" lists. */
function listedFor(file: string): string[] {
  const start = doc.indexOf(`\`${file}\`:\n`);
  if (start < 0) return [];
  const table = doc.slice(start).split('\n\n')[1] ?? '';
  return [...table.matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map(([, name]) => name!).sort();
}

/** Variables a source of the package reads with `process.env.NAME` (or `process.env['NAME']`). */
export function envReadsIn(sources: string[]): string[] {
  const names = sources.flatMap((text) =>
    [...text.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)].map(
      ([, dotted, quoted]) => (dotted ?? quoted)!,
    ),
  );
  return [...new Set(names)].sort();
}

/** The package's sources, tests aside. */
function sourcesOf(dir: string): string[] {
  return (readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => readFileSync(path.join(root, dir, f), 'utf8'));
}

/** Read by the runtime but no setting: NODE_ENV (test vs production), and a crash hook of the tests. */
const NOT_SETTINGS = ['NODE_ENV', 'MOCK_TEST_CRASH_AT'];

describe('docs/architecture.md', () => {
  it('stays within 150 lines', () => {
    expect(doc.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it('walks addCart through files that exist, each importing the next, across the catalogue route', () => {
    const steps = walkSteps();
    expect(steps.length).toBeGreaterThan(5);
    expect(steps.filter((s) => 'route' in s)).toHaveLength(1);
    expect(walkProblems(steps)).toEqual([]);
  });

  it('catches a walk with a gone file, a broken link or a wrong route', () => {
    const broken = walkSteps()
      .filter((s) => !('file' in s && s.file === 'client/src/core/api/call.ts'))
      .map((s) => ('route' in s ? { ...s, route: '/api/goods/cart/gone' } : s));
    broken.splice(1, 0, { file: 'client/src/core/cart/gone.ts' });
    expect(walkProblems(broken)).toEqual([
      'client/src/core/cart/gone.ts: no such file',
      'client/src/core/cart/cart-mutations.ts does not import client/src/core/api/api-client.ts',
      'POST /api/goods/cart/gone: not a route of the catalogue',
    ]);
  });

  it.each(['server/src/env.ts', 'mock-api/src/env.ts'])('lists exactly what %s parses', (file) => {
    expect(parsedBy(file).length).toBeGreaterThan(5);
    expect(listedFor(file)).toEqual(parsedBy(file));
  });

  it.each([
    ['server/src', 'server/src/env.ts'],
    ['mock-api/src', 'mock-api/src/env.ts'],
  ])('lists every variable %s reads from process.env', (dir, envFile) => {
    const read = envReadsIn(sourcesOf(dir)).filter((name) => !NOT_SETTINGS.includes(name));
    expect(read.filter((name) => !listedFor(envFile).includes(name))).toEqual([]);
  });

  it('finds process.env reads in both spellings', () => {
    expect(envReadsIn(["const a = process.env.MOCK_X ?? '';", "process.env['MOCK_Y']"])).toEqual([
      'MOCK_X',
      'MOCK_Y',
    ]);
  });
});
