// docs/architecture.md stays true: its walk of addCart names files that exist, each calling what the
// next defines (across HTTP, a route of the catalogue that the client calls and the mock handles), its
// line budget holds, and its environment tables list exactly what each env.ts parses and every
// process.env read of the package's sources.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { catalogue } from '@storefront/contracts';

const root = path.resolve(__dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** The text of one `## ` section of the doc. */
function section(heading: string, text = doc): string {
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no section "${heading}"`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

type Step = { file: string; calls?: string } | { method: string; route: string };

/** The numbered steps of the walk: a file in backticks (then `→ \`what it calls\``), or `HTTP METHOD /path`. */
export function walkSteps(text = doc): Step[] {
  return [
    ...section('The walk of addCart', text).matchAll(
      /^\d+\. (?:`([^`]+)`(?: → `([^`]+)`)?|HTTP (GET|POST) (\S+))\s*$/gm,
    ),
  ].map(([, file, calls, method, route]) =>
    file ? { file, ...(calls ? { calls } : {}) } : { method: method!, route: route! },
  );
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const isFile = (file: string) =>
  existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a source file defines `name`: a function, variable or class, or an object key / method. */
const defines = (source: string, name: string) =>
  new RegExp(`\\b(?:function\\*?|const|let|class)\\s+${escape(name)}\\b|\\b${escape(name)}\\s*[:(]`).test(
    source,
  );

/** The catalogue name of the walk's route, if it is one. */
function routeName(steps: Step[]): string | undefined {
  const http = steps.find((s): s is { method: string; route: string } => 'route' in s);
  return (
    http && Object.entries(catalogue).find(([, e]) => e.method === http.method && e.path === http.route)?.[0]
  );
}

/**
 * What is wrong with a walk: gone files, a step that does not call what it says or whose callee the next
 * file does not define, a route not in the catalogue. `handlers[name]` is the router's dispatch by the
 * catalogue name: the next file must then handle the route's name.
 */
export function walkProblems(steps: Step[]): string[] {
  const problems: string[] = [];
  const name = routeName(steps);
  steps.forEach((step, i) => {
    if ('file' in step) {
      if (!isFile(step.file)) return problems.push(`${step.file}: no such file`);
      const next = steps.slice(i + 1).find((s): s is { file: string } => 'file' in s);
      if (!step.calls) return;
      if (!read(step.file).includes(step.calls)) problems.push(`${step.file} does not call ${step.calls}`);
      else if (next && isFile(next.file)) {
        const callee = step.calls === 'handlers[name]' ? name : step.calls;
        if (!callee || !defines(read(next.file), callee))
          problems.push(`${next.file} does not define ${callee}`);
      }
      return;
    }
    if (!name) return problems.push(`${step.method} ${step.route}: not a route of the catalogue`);
    const files = steps.flatMap((s) => ('file' in s && isFile(s.file) ? [s.file] : []));
    if (!files.some((f) => f.startsWith('client/') && read(f).includes(`'${name}'`)))
      problems.push(`no client file of the walk calls '${name}'`);
    if (!files.some((f) => f.startsWith('mock-api/') && read(f).includes(`${name}:`)))
      problems.push(`no mock-api file of the walk handles ${name}`);
  });
  return problems;
}

/** Paths of the repo named in backticks in a section's prose that do not exist. */
export function goneProsePaths(heading: string, text = doc): string[] {
  return [...section(heading, text).matchAll(/`((?:client|mock-api|contracts|server|scripts)\/[^`\s]+)`/g)]
    .map(([, file]) => file!)
    .filter((file) => !isFile(file));
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

  it('walks addCart as the call goes: each step calls what the next file defines, across the route', () => {
    const steps = walkSteps();
    expect(steps.length).toBeGreaterThan(5);
    expect(steps.filter((s) => 'route' in s)).toHaveLength(1);
    expect(steps.some((s) => 'calls' in s && s.calls === 'handlers[name]')).toBe(true);
    expect(walkProblems(steps)).toEqual([]);
    expect(goneProsePaths('The walk of addCart')).toEqual([]);
  });

  it('catches a walk with a gone file, a call the next file does not define, or a wrong route', () => {
    const steps = walkSteps();
    const skipped = steps.filter((s) => !('file' in s && s.file === 'client/src/core/api/call.ts'));
    skipped.splice(1, 0, { file: 'client/src/core/cart/gone.ts' });
    expect(walkProblems(skipped)).toEqual([
      'client/src/core/cart/gone.ts: no such file',
      'client/src/core/api/api-client.ts does not define call',
    ]);
    const dispatchedWrong = steps.map((s) => ('route' in s ? { ...s, route: '/api/goods/cart/gone' } : s));
    expect(walkProblems(dispatchedWrong)).toContain(
      'POST /api/goods/cart/gone: not a route of the catalogue',
    );
    const untrue = steps.map((s) => ('calls' in s && s.calls === 'call' ? { ...s, calls: 'callTwice' } : s));
    expect(walkProblems(untrue)).toEqual(['client/src/core/cart/cart-mutations.ts does not call callTwice']);
    expect(goneProsePaths('X', '\n## X\nsee `client/src/gone.ts`\n')).toEqual(['client/src/gone.ts']);
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
