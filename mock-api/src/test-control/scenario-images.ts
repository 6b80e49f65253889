// A scenario laid once and kept as a SQLite image (the bytes of its database), so a new sandbox
// copies the image instead of replaying the scenario's history through the shop's functions: the
// replay took ~40 ms of a public-demo visitor's first call, the copy well under one. The history is
// laid relative to when it was laid ("3 h ago"), so an image serves for SCENARIO_IMAGE_MS and is
// then laid again; a changed scenario file (a new LoadedScenario) gets an image of its own. A copy
// resolves its scenario's clock ("frozen at now") against `laidAt`, the instant its history ends:
// resolved at the copy's own creation, a frozen clock would stand up to a minute past the rows and
// let their 10-second reviews happen (审核中 gone before anyone looked).
import type { Logger } from 'pino';
import { MEMORY } from '../persistence/open-database.js';
import { createStore, type CreateStoreOptions } from '../persistence/store.js';
import type { Seed } from '../seed/types.js';
import { ALL_TABLES } from '../domain/tables.js';
import { MockClock } from './mock-clock.js';
import { applyScenario, getScenario, type LoadedScenario } from './scenarios/index.js';

/** How long one image makes new sandboxes: their history is at most this much older than the visitor. */
export const SCENARIO_IMAGE_MS = 60_000;

export interface ScenarioImage {
  bytes: Uint8Array;
  /** The wall-clock instant the history was laid relative to. */
  laidAt: number;
}

export class ScenarioImages {
  private readonly images = new WeakMap<LoadedScenario, ScenarioImage>();

  constructor(
    private readonly options: {
      seed: Seed;
      log: Logger;
      wall: () => number;
      small: CreateStoreOptions['small'];
    },
  ) {}

  /** The image of `name` as laid within the last SCENARIO_IMAGE_MS; throws as getScenario does. */
  async imageOf(name: string): Promise<ScenarioImage> {
    const loaded = getScenario(name);
    const now = this.options.wall();
    const known = this.images.get(loaded);
    if (known && now - known.laidAt < SCENARIO_IMAGE_MS && now >= known.laidAt) return known;
    const image = { bytes: await this.lay(loaded, now), laidAt: now };
    this.images.set(loaded, image);
    return image;
  }

  private async lay(loaded: LoadedScenario, laidAt: number): Promise<Uint8Array> {
    const { seed, log, wall, small } = this.options;
    const store = createStore({
      tables: ALL_TABLES,
      file: MEMORY,
      small,
      clock: new MockClock(wall),
      seed,
      log,
    });
    try {
      applyScenario(store, loaded, laidAt);
      await store.flush();
      return store.sql.serialize();
    } finally {
      await store.close();
    }
  }
}
