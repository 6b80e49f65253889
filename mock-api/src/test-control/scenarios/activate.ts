// The running mock's scenario: applied to a fresh store at start-up, again after every reset, and
// on a switch. Its fault rules go to the fault state and its clock to the store's clock when
// that clock can be set (the mock clock); the rows go through applyScenario.
import type { FaultState } from '../faults.js';
import type { Store } from '../../persistence/store.js';
import type { ClockSetting } from '../clock-setting.js';
import { applyScenario, type AppliedScenario } from './apply.js';
import { getScenario } from './index.js';
import { resolveScenarioClock } from './instants.js';

export interface ScenarioHost {
  store: Store;
  faults: FaultState;
  /** The scenario a reset brings back; null = none (tests that build their own state). */
  scenario: string | null;
  /** When the store's rows came laid already (a sandbox's scenario image): the instant they were laid. */
  historyLaidAt?: number;
}

type SettableClock = Store['clock'] & { set?: (setting: ClockSetting) => void };

/** True when nobody has made anything yet: a new data file, or a store just opened in memory. */
export function isEmptyStore(store: Store): boolean {
  return ['users', 'orders', 'addresses'].every(
    (table) => (store.sql.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n === 0,
  );
}

/** Installs what a scenario sets besides rows: its fault rules and its clock. */
export function installScenarioSettings(host: ScenarioHost, applied: AppliedScenario): void {
  // The clock first: a rule's `forMs` runs from the scenario's time.
  (host.store.clock as SettableClock).set?.(applied.clock);
  host.faults.setScenarioRules(applied.faults, host.store.clock.now());
}

/**
 * Start-up: the scenario is laid on an empty store only (a restart keeps what users made), and
 * every later reset lays it again. Returns what was applied, or null when the store had data.
 */
export function startScenario(host: ScenarioHost): AppliedScenario | null {
  let applied: AppliedScenario | null = null;
  if (host.scenario !== null) {
    const loaded = getScenario(host.scenario);
    if (isEmptyStore(host.store)) applied = applyScenario(host.store, loaded);
    // Faults and clock are settings, not data: they hold after a restart too.
    installScenarioSettings(host, applied ?? applyScenarioSettingsOnly(host, loaded.scenario.name));
  }
  host.store.onReset(() => {
    if (host.scenario !== null) lastApplied.set(host, applyScenario(host.store, getScenario(host.scenario)));
  });
  return applied;
}

const lastApplied = new WeakMap<ScenarioHost, AppliedScenario>();

function applyScenarioSettingsOnly(host: ScenarioHost, name: string): AppliedScenario {
  const { scenario } = getScenario(name);
  return {
    name,
    // "frozen at now" means the instant the rows were laid, as it does when they are laid here.
    clock: resolveScenarioClock(scenario.clock, host.historyLaidAt ?? host.store.clock.now()),
    faults: scenario.faults,
  };
}

/** After a reset (the rows are laid by the reset hook): the settings of what was applied. */
export function afterReset(host: ScenarioHost): void {
  const applied = lastApplied.get(host);
  if (host.scenario !== null && applied) installScenarioSettings(host, applied);
}
