// Which pages the journeys visited and which ones axe-core checked, one JSON line per test in
// reports/e2e/a11y-coverage.jsonl. A page opened only as a starting point in one journey is fine when
// another journey checks it; the global teardown fails the run if any visited page was never checked.
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

export const COVERAGE_FILE = path.resolve(process.cwd(), 'reports', 'e2e', 'a11y-coverage.jsonl');

export interface CoverageLine {
  test: string;
  visited: string[];
  checked: string[];
}

export function resetCoverage(): void {
  rmSync(COVERAGE_FILE, { force: true });
}

export function recordCoverage(line: CoverageLine): void {
  mkdirSync(path.dirname(COVERAGE_FILE), { recursive: true });
  appendFileSync(COVERAGE_FILE, `${JSON.stringify(line)}\n`);
}

/**
 * A page is its route: a numeric segment is an id, so `/m/orders/10010` is `/m/orders/:id`. Order ids
 * depend on which journeys ran first in a sandbox, so comparing raw paths would pass or fail by chance.
 */
export const routeOf = (pathname: string): string => pathname.replace(/\/\d+(?=\/|$)/g, '/:id');

export function readCoverage(file = COVERAGE_FILE): {
  checked: string[];
  unchecked: { path: string; tests: string[] }[];
} {
  if (!existsSync(file)) return { checked: [], unchecked: [] };
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((text) => JSON.parse(text) as CoverageLine);
  const checked = new Set(lines.flatMap((line) => line.checked.map(routeOf)));
  const unchecked = new Map<string, string[]>();
  for (const line of lines) {
    for (const visited of new Set(line.visited.map(routeOf))) {
      if (!checked.has(visited)) unchecked.set(visited, [...(unchecked.get(visited) ?? []), line.test]);
    }
  }
  return {
    checked: [...checked].sort(),
    unchecked: [...unchecked].map(([visited, tests]) => ({ path: visited, tests })),
  };
}
