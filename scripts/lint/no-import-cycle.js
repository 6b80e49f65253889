// ESLint rule: no file may reach itself through its imports, `import type` included.
// import-x/no-cycle leaves type-only imports out by design, yet a type circle ties two layers as
// tightly as a value one (the store and the domain were tied by nothing but `type Store`).
// It follows relative imports only: a package import (contracts) cannot lead back into a workspace.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The file a relative specifier names: `./x.js` is `./x.ts` in source, a folder its index. */
function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|mjs|cjs)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, base, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const importsCache = new Map();

/** Every file of ours that `file` imports, read from disk (cached by modification time). */
function importsOf(file) {
  const { mtimeMs } = statSync(file);
  const cached = importsCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.targets;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = [...new Set(importedFiles.map((f) => resolveRelative(file, f.fileName)).filter(Boolean))];
  importsCache.set(file, { mtimeMs, targets });
  return targets;
}

/** The shortest import route from `start` back to `home`, or null. */
function routeBack(start, home) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === home) {
        const route = [];
        for (let at = file; at !== null; at = cameFrom.get(at)) route.unshift(at);
        return route;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import circles, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import circle: {{route}} imports this file again.' },
  },
  create(context) {
    const home = context.filename;
    const root = context.cwd;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveRelative(home, specifier);
      if (!target || target === home) return;
      const route = routeBack(target, home);
      if (route) {
        const names = route.map((file) => path.relative(root, file)).join(' → ');
        context.report({ node: node.source, messageId: 'cycle', data: { route: names } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
