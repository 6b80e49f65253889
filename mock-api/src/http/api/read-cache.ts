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

/** Replies kept at most; a few hundred distinct list pages cover a shop's browsing. */
export const CACHED_READS = 512;
/**
 * Bytes of reply kept at most: 512 large list pages would hold tens of MB that a store with many
 * sandboxes (one cache each) multiplies; the memory budget (docs/decisions.md) keeps them at 4 MB.
 */
export const CACHED_READ_BYTES = 4 * 1024 * 1024;

interface Entry {
  generation: number;
  body: Buffer;
}

export interface ReadCache {
  /** The JSON body (UTF-8) sent for this read at this generation, if it was made at it. */
  get(name: EndpointName, input: unknown, generation: number): Buffer | undefined;
  set(name: EndpointName, input: unknown, generation: number, body: Buffer): void;
}

/** The key of one read: its name and its validated input (zod output keeps the schema's key order). */
const keyOf = (name: EndpointName, input: unknown): string => `${name}\u0000${JSON.stringify(input)}`;

export function createReadCache(maxEntries = CACHED_READS, maxBytes = CACHED_READ_BYTES): ReadCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string): void => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };
  return {
    get(name, input, generation) {
      const key = keyOf(name, input);
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
      if (body.length > maxBytes) return;
      const key = keyOf(name, input);
      drop(key);
      while (entries.size > 0 && (entries.size >= maxEntries || bytes + body.length > maxBytes))
        drop(entries.keys().next().value!);
      entries.set(key, { generation, body });
      bytes += body.length;
    },
  };
}
