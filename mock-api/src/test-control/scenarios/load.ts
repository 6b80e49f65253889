// Reads a scenario file: YAML parsed with positions kept, then the zod schema. Every problem is
// reported as `<file>:<line>:<col>: <path>: <message>`, pointing at the node it is about.
import { readFileSync } from 'node:fs';
import { isMap, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { scenarioSchema, type Scenario } from './schema.js';

export class ScenarioError extends Error {}

export type PathSegment = string | number;

export interface LoadedScenario {
  scenario: Scenario;
  /** Where the file is, as shown in messages. */
  file: string;
  /** `<file>:<line>:<col>` of the node at `path` (or of its nearest existing parent). */
  locate(path: readonly PathSegment[]): string;
}

/** users[0].orders[1].status */
export const formatPath = (path: readonly PathSegment[]): string =>
  path
    .map((segment, i) => (typeof segment === 'number' ? `[${segment}]` : i === 0 ? segment : `.${segment}`))
    .join('') || '(file)';

function locator(doc: Document, lines: LineCounter, file: string) {
  return (path: readonly PathSegment[], key?: string): string => {
    let offset = 0;
    for (let depth = path.length; depth >= 0; depth--) {
      const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
      const range = (node as { range?: [number, number, number] } | undefined)?.range;
      if (!range) continue;
      offset = range[0];
      // An unknown key: point at the key itself rather than at its map.
      if (key !== undefined && depth === path.length && isMap(node)) {
        const pair = node.items.find((p) => (p.key as { value?: unknown } | null)?.value === key);
        const keyRange = (pair?.key as { range?: [number, number, number] } | null)?.range;
        if (keyRange) offset = keyRange[0];
      }
      break;
    }
    const { line, col } = lines.linePos(offset);
    return `${file}:${line}:${col}`;
  };
}

function describeIssue(issue: z.core.$ZodIssue): { key?: string; message: string } {
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0]!;
    return { key, message: `unknown field "${key}"` };
  }
  if (issue.code === 'invalid_value')
    return { message: `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}` };
  return { message: issue.message };
}

/** Parses and validates one scenario's text; `file` names it in messages. */
export function parseScenario(text: string, file: string): LoadedScenario {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const firstError = doc.errors[0];
  if (firstError) {
    const { line, col } = lines.linePos(firstError.pos[0]);
    throw new ScenarioError(`${file}:${line}:${col}: ${firstError.message.split('\n')[0]}`);
  }
  const locate = locator(doc, lines, file);
  const parsed = scenarioSchema.safeParse(doc.toJS());
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const path = issue.path.filter((s): s is PathSegment => typeof s !== 'symbol');
      const { key, message } = describeIssue(issue);
      const shown = key === undefined ? path : [...path, key];
      return `${locate(path, key)}: ${formatPath(shown)}: ${message}`;
    });
    throw new ScenarioError(problems.join('\n'));
  }
  return { scenario: parsed.data, file, locate: (path) => locate(path) };
}

export function loadScenarioFile(path: string, shownAs = path): LoadedScenario {
  return parseScenario(readFileSync(path, 'utf8'), shownAs);
}
