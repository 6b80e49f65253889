// The catalogue coverage gate (see docs/architecture.md): every catalogue entry must have a mock handler, a use
// in the client's source and a Pact interaction. Pure functions here; the gate itself
// (coverage-gate.pact.test.ts) feeds them the real handler map, client sources and pact file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface RouteLike {
  method: string;
  path: string;
}

export interface PactInteractionLike {
  description?: string;
  request: { method: string; path: string };
  response: { body?: { code?: string } | string };
}

export interface CoverageGaps {
  noHandler: string[];
  noClientUse: string[];
  noPact: string[];
}

/** Source files of the client that count as "use": not tests, test helpers or the Pact suite. */
export function clientSourceFiles(clientSrc: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        const rel = relative(clientSrc, full).split(sep).join('/');
        if (rel === 'test' || rel === 'api/pact') continue;
        walk(full);
      } else if (/\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) {
        out.push(full);
      }
    }
  };
  walk(clientSrc);
  return out;
}

/** Client functions whose first argument names the catalogue entry they call (client/src/core). */
export const CALLERS = ['call', 'callWithMessage', 'apiQuery'] as const;

export interface SourceText {
  fileName: string;
  text: string;
}

/**
 * The string literal types a first argument can hold: `'getGoods'`, each member of a union of them, or
 * those a type parameter is bounded by (a hook `<N extends 'a' | 'b'>(name: N)` calls 'a' and 'b').
 */
function literalNames(type: ts.Type): string[] {
  if (type.isStringLiteral()) return [type.value];
  if (type.flags & ts.TypeFlags.TypeParameter) {
    const bound = type.getConstraint();
    return bound ? literalNames(bound) : [];
  }
  if (type.isUnion()) return type.types.flatMap((member) => (member.isStringLiteral() ? [member.value] : []));
  return [];
}

/** The value under type assertions (`tab.call as 'x'` calls whatever `tab.call` holds, not just 'x'). */
function valueOf(node: ts.Expression): ts.Expression {
  let inner = node;
  while (
    ts.isAsExpression(inner) ||
    ts.isTypeAssertionExpression(inner) ||
    ts.isSatisfiesExpression(inner) ||
    ts.isParenthesizedExpression(inner) ||
    ts.isNonNullExpression(inner)
  )
    inner = inner.expression;
  return inner;
}

/** A type-checked program over the given sources (held in memory), resolving their imports from disk. */
function programOf(sources: SourceText[]): ts.Program {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
  };
  const byName = new Map(sources.map((s) => [resolve(s.fileName), s.text]));
  const host = ts.createCompilerHost(options, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => byName.has(resolve(file)) || fileExists.call(host, file);
  host.readFile = (file) => byName.get(resolve(file)) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, onError) => {
    const text = byName.get(resolve(file));
    return text !== undefined
      ? ts.createSourceFile(file, text, language, true)
      : getSourceFile.call(host, file, language, onError);
  };
  return ts.createProgram({ rootNames: [...byName.keys()], options, host });
}

/**
 * Entry names the client's source really calls, found by code structure: the sources are parsed
 * and type-checked by the TypeScript compiler, and only the first argument of a call to one of
 * CALLERS counts, by its type: a literal (`call('getGoods', …)`), or a variable whose type is a
 * union of names (`apiQuery(tab.call, …)` with `call: 'getOrders' | 'getWaitPay'`) or a type parameter
 * bounded by such a union, looking through
 * type assertions to the value asserted on. A name in a
 * comment, in another string or as a type argument alone (`ResultOf<'getGoods'>`) is not a use,
 * and neither is an argument typed as any entry at all (a generic wrapper names none).
 */
export function namesUsedIn(sources: SourceText[], names: readonly string[]): Set<string> {
  const used = new Set<string>();
  const wanted = new Set(names);
  const callers = new Set<string>(CALLERS);
  const program = programOf(sources);
  const checker = program.getTypeChecker();
  const ours = new Set(sources.map((s) => resolve(s.fileName)));
  for (const file of program.getSourceFiles()) {
    if (!ours.has(resolve(file.fileName))) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.arguments.length > 0) {
        const callee = ts.isPropertyAccessExpression(node.expression)
          ? node.expression.name
          : node.expression;
        if (ts.isIdentifier(callee) && callers.has(callee.text)) {
          const found = literalNames(checker.getTypeAtLocation(valueOf(node.arguments[0]!))).filter((n) =>
            wanted.has(n),
          );
          if (found.length < wanted.size) for (const name of found) used.add(name);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return used;
}

/** Entry names with at least one success ('01') interaction in the pact, matched by method and path. */
export function namesInPact(
  interactions: PactInteractionLike[],
  routes: Record<string, RouteLike>,
): Set<string> {
  const byRoute = new Map(
    Object.entries(routes).map(([name, r]) => [`${r.method.toUpperCase()} ${r.path}`, name]),
  );
  const covered = new Set<string>();
  for (const interaction of interactions) {
    const name = byRoute.get(`${interaction.request.method.toUpperCase()} ${interaction.request.path}`);
    const body = interaction.response.body;
    const code = typeof body === 'object' && body !== null ? body.code : undefined;
    if (name && code === '01') covered.add(name);
  }
  return covered;
}

export function findCoverageGaps(input: {
  routes: Record<string, RouteLike>;
  handlerNames: readonly string[];
  clientSources: SourceText[];
  pactInteractions: PactInteractionLike[];
}): CoverageGaps {
  const names = Object.keys(input.routes);
  const handlers = new Set(input.handlerNames);
  const used = namesUsedIn(input.clientSources, names);
  const pact = namesInPact(input.pactInteractions, input.routes);
  return {
    noHandler: names.filter((n) => !handlers.has(n)),
    noClientUse: names.filter((n) => !used.has(n)),
    noPact: names.filter((n) => !pact.has(n)),
  };
}

export function describeGaps(gaps: CoverageGaps, total: number): string {
  const section = (title: string, list: string[]) =>
    list.length === 0
      ? `✔ ${title}: all ${total} entries`
      : `✖ ${title}: ${list.length} of ${total} entries missing:\n    ${list.join('\n    ')}`;
  return [
    section('mock handler (mock-api/src/http/handlers)', gaps.noHandler),
    section('client use (call/apiQuery/… in client/src outside tests)', gaps.noClientUse),
    section('Pact interaction with a success reply (contracts/pacts)', gaps.noPact),
  ].join('\n');
}

export const readText = (file: string): string => readFileSync(file, 'utf8');
export const readSource = (fileName: string): SourceText => ({ fileName, text: readText(fileName) });
