// The catalogue coverage gate (see docs/architecture.md): every catalogue entry must have a mock handler, a use
// in the client's source and a Pact interaction. Pure functions here; the gate itself
// (coverage-gate.pact.test.ts) feeds them the real handler map, client sources and pact file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

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

/**
 * Entry names the client's source refers to as a quoted string (`call('getGoods', …)`,
 * `apiQuery('getGoods')`, `{ endpoint: 'getGoods' }` …). A name that only appears as a type
 * argument (`ResultOf<'getGoods'>`) is not a use: nothing calls the endpoint.
 */
export function namesUsedIn(sources: string[], names: readonly string[]): Set<string> {
  const used = new Set<string>();
  const wanted = new Set(names);
  const quoted = /(<\s*)?(['"`])([A-Za-z][A-Za-z0-9]*)\2/g;
  for (const text of sources) {
    for (const match of text.matchAll(quoted)) {
      if (match[1]) continue;
      const name = match[3]!;
      if (wanted.has(name)) used.add(name);
    }
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
  clientSources: string[];
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
    section('mock handler (mock-api/src/handlers)', gaps.noHandler),
    section('client use (call/apiQuery/… in client/src outside tests)', gaps.noClientUse),
    section('Pact interaction with a success reply (contracts/pacts)', gaps.noPact),
  ].join('\n');
}

export const readText = (file: string): string => readFileSync(file, 'utf8');
