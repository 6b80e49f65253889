// The scenarios shipped in mock-api/scenarios/ and a team's own folder (MOCK_SCENARIOS_DIR): listed,
// looked up by name (read again when a file changes, no restart), applied to a store.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Store } from '../../persistence/store.js';
import { applyScenario, type AppliedScenario } from './apply.js';
import { loadScenarioFile, ScenarioError, type LoadedScenario } from './load.js';

export { applyScenario, type AppliedScenario } from './apply.js';
export { parseScenario, loadScenarioFile, ScenarioError, type LoadedScenario } from './load.js';

export const DEFAULT_SCENARIO = 'demo';

/** Folders already found, by what the search depends on: replay asks on every replayable read. */
const foundDirs = new Map<string, string>();

/**
 * The folder of the shipped scenario files: beside the built code (dist/../scenarios), or found from
 * the working directory (the repo root or mock-api/, as tests and `npm start -w` run).
 */
export function scenariosDir(): string {
  const searchKey = `${process.argv[1] ?? ''}\n${process.cwd()}`;
  const known = foundDirs.get(searchKey);
  if (known) return known;
  const candidates = [
    process.argv[1] ? resolve(dirname(process.argv[1]), '..', 'scenarios') : undefined,
    join(process.cwd(), 'scenarios'),
    join(process.cwd(), 'mock-api', 'scenarios'),
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => existsSync(join(dir, `${DEFAULT_SCENARIO}.yaml`)));
  if (!found)
    throw new ScenarioError(`mock-api: no scenarios folder found (looked in ${candidates.join(', ')})`);
  foundDirs.set(searchKey, found);
  return found;
}

/** A team's own scenario folder (MOCK_SCENARIOS_DIR, the bin's --scenarios), read besides the shipped one. */
export function teamScenariosDir(): string | null {
  const dir = process.env.MOCK_SCENARIOS_DIR?.trim();
  return dir ? resolve(dir) : null;
}

/** A listing's fingerprint: names, sizes and times, so an added, edited or removed file is read again. */
function signatureOf(dir: string): string {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => {
      const stat = statSync(join(dir, file));
      return `${file}:${stat.size}:${stat.mtimeMs}`;
    })
    .join('|');
}

function loadDir(dir: string): LoadedScenario[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => {
      const scenario = loadScenarioFile(join(dir, file), `scenarios/${file}`);
      const name = basename(file, '.yaml');
      if (scenario.scenario.name !== name)
        throw new ScenarioError(
          `${scenario.locate(['name'])}: name: "${scenario.scenario.name}" differs from the file name ${name}`,
        );
      return scenario;
    });
}

interface DirCache {
  signature: string;
  scenarios: LoadedScenario[];
  /** Why the folder's latest change could not be read (the last good list stays in use). */
  problem: string | null;
}
const cache = new Map<string, DirCache>();

/**
 * One folder's scenarios, read again when its files change. A first read that fails throws (start-up
 * stops with the file's line and column); a later change that fails keeps the last good list and its
 * problem, said when a test asks for a scenario that is not there.
 */
function scenariosOf(dir: string): DirCache {
  const signature = signatureOf(dir);
  const known = cache.get(dir);
  if (known?.signature === signature) return known;
  try {
    const fresh = { signature, scenarios: loadDir(dir), problem: null };
    cache.set(dir, fresh);
    return fresh;
  } catch (err) {
    if (!known || !(err instanceof ScenarioError)) throw err;
    const kept = { ...known, signature, problem: err.message };
    cache.set(dir, kept);
    return kept;
  }
}

/** Every scenario by name: the shipped ones, then the team folder's (a same-named file replaces one). */
export function listScenarios(dir?: string): LoadedScenario[] {
  const dirs = dir ? [dir] : [scenariosDir(), teamScenariosDir()].filter((d): d is string => d !== null);
  const byName = new Map<string, LoadedScenario>();
  for (const d of dirs) for (const s of scenariosOf(d).scenarios) byName.set(s.scenario.name, s);
  return [...byName.values()];
}

export const scenarioNames = (dir?: string): string[] => listScenarios(dir).map((s) => s.scenario.name);

export function getScenario(name: string, dir?: string): LoadedScenario {
  const found = listScenarios(dir).find((s) => s.scenario.name === name);
  if (found) return found;
  const problems = (dir ? [dir] : [scenariosDir(), teamScenariosDir()])
    .map((d) => (d ? cache.get(d)?.problem : null))
    .filter((p): p is string => Boolean(p));
  // Reaches a test author in a sandbox's 02 reply, so it speaks the shop's language.
  throw new ScenarioError(
    `没有名为“${name}”的场景，可选 ${scenarioNames(dir).join('、')}${problems.length ? `（有场景文件无法读取：${problems.join('；')}）` : ''}`,
  );
}

/** For sandboxes: lays the named scenario onto a fresh, empty store (no reset). */
export function prepareFromScenario(store: Store, name: string): AppliedScenario {
  return applyScenario(store, getScenario(name));
}
