// The scenarios shipped in mock-api/scenarios/: listed, looked up by name, applied to a store.
import { existsSync, readdirSync } from 'node:fs';
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
 * The folder of scenario files: beside the built code (dist/../scenarios), or found from the working
 * directory (the repo root or mock-api/, as tests and `npm start -w` run).
 */
export function scenariosDir(): string {
  const searchKey = `${process.env.MOCK_SCENARIOS_DIR ?? ''}\n${process.argv[1] ?? ''}\n${process.cwd()}`;
  const known = foundDirs.get(searchKey);
  if (known) return known;
  const candidates = [
    process.env.MOCK_SCENARIOS_DIR,
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

const cache = new Map<string, LoadedScenario[]>();

/** Every scenario of the folder, by name; a broken file throws with its line and column. */
export function listScenarios(dir = scenariosDir()): LoadedScenario[] {
  let loaded = cache.get(dir);
  if (!loaded) {
    loaded = readdirSync(dir)
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
    cache.set(dir, loaded);
  }
  return loaded;
}

export const scenarioNames = (dir?: string): string[] => listScenarios(dir).map((s) => s.scenario.name);

export function getScenario(name: string, dir?: string): LoadedScenario {
  const found = listScenarios(dir).find((s) => s.scenario.name === name);
  // Reaches a test author in a sandbox's 02 reply, so it speaks the shop's language.
  if (!found) throw new ScenarioError(`没有名为“${name}”的场景，可选 ${scenarioNames(dir).join('、')}`);
  return found;
}

/** For sandboxes: lays the named scenario onto a fresh, empty store (no reset). */
export function prepareFromScenario(store: Store, name: string): AppliedScenario {
  return applyScenario(store, getScenario(name));
}
