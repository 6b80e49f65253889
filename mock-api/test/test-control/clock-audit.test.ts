// Every time rule reads the mock clock: no source of mock-api reads the wall clock itself
// (`Date.now()`, `new Date()` or `Date()` without an argument) outside the clock modules.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const SRC = join(__dirname, '../../src');

/** Where reading the wall clock is the point. */
const ALLOWED = new Set([
  // The system clock itself, the one place Date.now() is read.
  'shared/clock.ts',
  // The test kit runs in a test's process, not in the mock: its header's timestamp is the caller's.
  'kit/wire-call.ts',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `file:line` of every argument-less wall-clock read in the source text. */
function wallClockReads(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const isDate = (e: ts.Expression) => ts.isIdentifier(e) && e.text === 'Date';
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      // Date.now() and Date.now as a value passed around.
      if (isDate(callee) && node.arguments.length === 0) found.push(at(node));
    }
    if (ts.isPropertyAccessExpression(node) && isDate(node.expression) && node.name.text === 'now')
      found.push(at(node));
    if (ts.isNewExpression(node) && isDate(node.expression) && (node.arguments?.length ?? 0) === 0)
      found.push(at(node));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

it('finds the wall-clock reads it is meant to find', () => {
  const text =
    'const a = Date.now();\nconst b = new Date();\nconst c = new Date(5);\nconst d = Date;\nconst e = Date();';
  expect(wallClockReads('x.ts', text)).toEqual(['x.ts:1', 'x.ts:2', 'x.ts:5']);
});

it('has no time rule reading the wall clock instead of the mock clock', () => {
  const files = sources(SRC);
  expect(files.length).toBeGreaterThan(50);
  const reads = files.flatMap((path) => {
    const name = relative(SRC, path).split('\\').join('/');
    return ALLOWED.has(name) ? [] : wallClockReads(name, readFileSync(path, 'utf8'));
  });
  expect(reads).toEqual([]);
});
