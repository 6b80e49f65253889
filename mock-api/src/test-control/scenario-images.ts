// A scenario laid once and kept as a SQLite image (the bytes of its database), so a new sandbox
// copies the image instead of replaying the scenario's history through the shop's functions: the
// replay took ~40 ms of a public-demo visitor's first call, the copy well under one. The history is
// laid relative to when it was laid ("3 h ago"), so an image serves for SCENARIO_IMAGE_MS and is
// then laid again; a changed scenario file (a new LoadedScenario) gets an image of its own.
import type { Logger } from 'pino';
import { MEMORY } from '../persistence/open-database.js';
import { createStore, type CreateStoreOptions } from '../persistence/store.js';
import type { Seed } from '../seed/types.js';
import { ALL_TABLES } from '../domain/tables.js';
import { MockClock } from './mock-clock.js';
import { applyScenario, getScenario, type LoadedScenario } from './scenarios/index.js';

/** How long one image makes new sandboxes: their history is at most this much older than the visitor. */
export const SCENARIO_IMAGE_MS = 60_000;

interface Image {
  bytes: Uint8Array;
  madeAt: number;
}

export class ScenarioImages {
  private readonly images = new WeakMap<LoadedScenario, Image>();

  constructor(
    private readonly options: {
      seed: Seed;
      log: Logger;
      wall: () => number;
      small: CreateStoreOptions['small'];
    },
  ) {}

  /** The image of `name` as laid within the last SCENARIO_IMAGE_MS; throws as getScenario does. */
  async imageOf(name: string): Promise<Uint8Array> {
    const loaded = getScenario(name);
    const now = this.options.wall();
    const known = this.images.get(loaded);
    if (known && now - known.madeAt < SCENARIO_IMAGE_MS && now >= known.madeAt) return known.bytes;
    const bytes = await this.lay(loaded);
    this.images.set(loaded, { bytes, madeAt: now });
    return bytes;
  }

  private async lay(loaded: LoadedScenario): Promise<Uint8Array> {
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
      applyScenario(store, loaded);
      await store.flush();
      return store.sql.serialize();
    } finally {
      await store.close();
    }
  }
}
