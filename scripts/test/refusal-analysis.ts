// Which mock-api handlers can refuse by a business rule (code '02'), read from the code itself with
// the TypeScript compiler API: a handler can refuse when `new Refusal(…)` is reachable from
// its body through calls (and functions passed as values) into the project's own sources. Used to
// check the catalogue entries' `refuses` marks (in contracts/src/catalogue/<area>.schemas.ts), from
// which the OpenAPI document lists a 02 reply.
import { dirname, resolve, sep } from 'node:path';
import ts from 'typescript';

const REFUSAL_CLASS = 'Refusal';

type FunctionNode = ts.FunctionLikeDeclaration;

function loadProgram(tsconfigFile: string): ts.Program {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfigFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`refusal-analysis: cannot read ${tsconfigFile}`);
  return ts.createProgram({ rootNames: parsed.fileNames, options: { ...parsed.options, noEmit: true } });
}

const isOwnSource = (file: ts.SourceFile, root: string): boolean =>
  !file.isDeclarationFile &&
  file.fileName.startsWith(root) &&
  !file.fileName.includes(`${sep}node_modules${sep}`);

/** The function a symbol stands for, when it is one written in the project. */
function functionsOf(symbol: ts.Symbol | undefined, checker: ts.TypeChecker, root: string): FunctionNode[] {
  if (!symbol) return [];
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const out: FunctionNode[] = [];
  for (const decl of target.declarations ?? []) {
    if (!isOwnSource(decl.getSourceFile(), root)) continue;
    if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl)) out.push(decl);
    else if (
      (ts.isVariableDeclaration(decl) || ts.isPropertyAssignment(decl) || ts.isPropertyDeclaration(decl)) &&
      decl.initializer &&
      (ts.isArrowFunction(decl.initializer) || ts.isFunctionExpression(decl.initializer))
    )
      out.push(decl.initializer);
  }
  return out;
}

class RefusalAnalysis {
  private readonly memo = new Map<ts.Node, boolean>();

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly root: string,
  ) {}

  /** True when a business refusal is reachable from this function's body. */
  canRefuse(fn: ts.Node): boolean {
    const known = this.memo.get(fn);
    if (known !== undefined) return known;
    this.memo.set(fn, false); // recursion: assume no until shown otherwise
    let found = false;
    const visit = (node: ts.Node): void => {
      if (found) return;
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
        const symbol = this.checker.getSymbolAtLocation(node.expression);
        const target =
          symbol && symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
        if (target?.name === REFUSAL_CLASS) {
          found = true;
          return;
        }
      }
      // A call, or a function handed on as a value (`list.map(toView)`): follow it into our sources.
      if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
        const at = ts.isPropertyAccessExpression(node) ? node.name : node;
        for (const callee of functionsOf(this.checker.getSymbolAtLocation(at), this.checker, this.root)) {
          if (callee !== fn && this.canRefuse(callee)) {
            found = true;
            return;
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn, visit);
    this.memo.set(fn, found);
    return found;
  }
}

/** The object literal of a handler map (`{ … }` or `withUpkeep({ … })`) and the wrappers around it. */
function handlerMap(
  init: ts.Expression,
): { map: ts.ObjectLiteralExpression; wrappers: ts.Expression[] } | null {
  const wrappers: ts.Expression[] = [];
  let node: ts.Expression = init;
  for (;;) {
    if (ts.isObjectLiteralExpression(node)) return { map: node, wrappers };
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      wrappers.push(node.expression);
      node = node.arguments[0]!;
    } else if (
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isParenthesizedExpression(node)
    ) {
      node = node.expression;
    } else return null;
  }
}

/**
 * Names of the handlers (in the area modules under `handlersDir`, exported as `…Handlers`) from
 * whose body a business refusal is reachable.
 */
export function refusingHandlers(
  tsconfigFile: string,
  handlersDir: string,
): { refusing: string[]; all: string[] } {
  const program = loadProgram(tsconfigFile);
  const checker = program.getTypeChecker();
  const root = dirname(resolve(tsconfigFile));
  const analysis = new RefusalAnalysis(checker, root);
  const dir = resolve(handlersDir) + sep;
  const refusing = new Set<string>();
  const all = new Set<string>();
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(dir) || file.fileName.endsWith('.test.ts')) continue;
    for (const statement of file.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const decl of statement.declarationList.declarations) {
        if (!ts.isIdentifier(decl.name) || !decl.name.text.endsWith('Handlers') || !decl.initializer)
          continue;
        readMap(decl.initializer, false);
      }
    }
  }
  return { refusing: [...refusing].sort(), all: [...all].sort() };

  /** Reads one handler map; a spread map (`{ ...reads, ...writes }`) is read where it is declared. */
  function readMap(init: ts.Expression, outerRefuses: boolean): void {
    const found = handlerMap(init);
    if (!found) return;
    const wrapperRefuses =
      outerRefuses ||
      found.wrappers.some((w) =>
        functionsOf(checker.getSymbolAtLocation(w), checker, root).some((fn) => analysis.canRefuse(fn)),
      );
    for (const prop of found.map.properties) {
      if (ts.isSpreadAssignment(prop)) {
        for (const decl of checker.getSymbolAtLocation(prop.expression)?.declarations ?? [])
          if (ts.isVariableDeclaration(decl) && decl.initializer) readMap(decl.initializer, wrapperRefuses);
        continue;
      }
      if (!prop.name || !ts.isIdentifier(prop.name)) continue;
      const name = prop.name.text;
      all.add(name);
      const body: ts.Node[] = ts.isPropertyAssignment(prop)
        ? [prop.initializer, ...functionsOf(checker.getSymbolAtLocation(prop.initializer), checker, root)]
        : ts.isShorthandPropertyAssignment(prop)
          ? functionsOf(checker.getShorthandAssignmentValueSymbol(prop), checker, root)
          : [prop];
      if (wrapperRefuses || body.some((node) => analysis.canRefuse(node))) refusing.add(name);
    }
  }
}
