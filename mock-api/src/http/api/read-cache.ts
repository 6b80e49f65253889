// Serialized replies of pure reads, kept until the store changes. A pure read's result depends only
// on its validated input and the stored state (never on the caller, the clock or randomness), so
// the JSON sent for one input stays right while the store's generation holds; any write bumps the
// generation and every entry made before it is dropped on its next lookup.
import type { EndpointName } from '@storefront/contracts';

/**
 * Reads whose handlers use only their input, the seed and the tables: catalogue lists and the
 * category tree. Reads that show the caller's own flags (getGoods: collected) or depend on time
 * (group buys, flash sales) are not here.
 */
export const PURE_READS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'getHotGoods',
  'getGreateGoodList',
  'getZoneProductList',
  'getNewReleaseGoods',
  'getSuperGoodList',
  'getSelfProduct',
  'getNewUserGoods',
  'getWeeklyPreferredGoods',
  'getIntegralGoodsList',
  'getIntegralGoodsListV2',
  'getCategory',
  'getCategoryLevelOneList',
  'getCategoryByParent',
  'getCategoryGoodsNew',
  'getCategoryProduct',
  'getProductDetailRecommend',
]);

/**
 * Replies kept at most, over every store: one LRU shared by the default state and all sandboxes, so
 * a hundred visitors each reading many list pages hold one budget between them, not one each.
 */
export const CACHED_READS = 4096;
/**
 * Bytes of reply kept at most, over every store: per-store budgets of 4 MB let 100 sandboxes hold
 * 400 MB (the public demo's memory goal is 320 MB for the whole mock, docs/deploy.md).
 */
export const CACHED_READ_BYTES = 16 * 1024 * 1024;

interface Entry {
  scope: number;
  generation: number;
  body: Buffer;
}

export interface ReadCache {
  /** The JSON body (UTF-8) sent for this read at this generation, if it was made at it. */
  get(name: EndpointName, input: unknown, generation: number): Buffer | undefined;
  set(name: EndpointName, input: unknown, generation: number, body: Buffer): void;
}

export interface SharedReadCache {
  /** The cache of one store, within the shared budget. */
  cacheFor(): { cache: ReadCache; drop: () => void };
  /** Bytes kept, over every store. */
  readonly bytes: number;
}

/** The key of one read: its name and its validated input (zod output keeps the schema's key order). */
const keyOf = (scope: number, name: EndpointName, input: unknown): string =>
  `${scope}\u0000${name}\u0000${JSON.stringify(input)}`;

/** One LRU of replies for many stores (scopes); a store's entries go with `drop` when it closes. */
export function createSharedReadCache(
  maxEntries = CACHED_READS,
  maxBytes = CACHED_READ_BYTES,
): SharedReadCache {
  const entries = new Map<string, Entry>();
  const keysOf = new Map<number, Set<string>>();
  let bytes = 0;
  let scopes = 0;
  const drop = (key: string): void => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
    keysOf.get(entry.scope)?.delete(key);
  };
  const cacheFor = () => {
    const scope = ++scopes;
    const keys = new Set<string>();
    keysOf.set(scope, keys);
    const cache: ReadCache = {
      get(name, input, generation) {
        const key = keyOf(scope, name, input);
        const entry = entries.get(key);
        if (!entry) return undefined;
        if (entry.generation !== generation) {
          drop(key);
          return undefined;
        }
        // Most recently used last, so the oldest is dropped first.
        entries.delete(key);
        entries.set(key, entry);
        return entry.body;
      },
      set(name, input, generation, body) {
        if (body.length > maxBytes || !keysOf.has(scope)) return;
        const key = keyOf(scope, name, input);
        drop(key);
        while (entries.size > 0 && (entries.size >= maxEntries || bytes + body.length > maxBytes))
          drop(entries.keys().next().value!);
        entries.set(key, { scope, generation, body });
        keys.add(key);
        bytes += body.length;
      },
    };
    return {
      cache,
      drop: () => {
        for (const key of [...keys]) drop(key);
        keysOf.delete(scope);
      },
    };
  };
  return {
    cacheFor,
    get bytes() {
      return bytes;
    },
  };
}

/** A cache of its own budget (one store). */
export const createReadCache = (maxEntries = CACHED_READS, maxBytes = CACHED_READ_BYTES): ReadCache =>
  createSharedReadCache(maxEntries, maxBytes).cacheFor().cache;
