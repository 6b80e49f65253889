// Where the journal keeps its entries: one ring per state (the default state and each sandbox), so
// parallel test workers in their own sandboxes never push out each other's calls. Each ring keeps at
// most `capacity` entries and `stateBytes` bytes, and all rings together `totalBytes` (the biggest
// ring gives up its oldest first), so no caller can grow the journal without bound. Only storage
// lives here; what an entry holds and how it is shown is journal.ts's business.

/** The key of the default state's ring (a sandbox id is never empty). */
export const DEFAULT_RING = '';

interface Sequenced {
  seq: number;
  /** What the entry costs in memory, roughly (journal-budget.ts). */
  bytes: number;
}

export interface RingLimits {
  capacity: number;
  stateBytes: number;
  totalBytes: number;
}

/** A bounded queue; the front is dropped by moving a start index, compacted now and then. */
class Ring<T extends Sequenced> {
  private items: T[] = [];
  private start = 0;
  bytes = 0;

  push(item: T): void {
    this.items.push(item);
    this.bytes += item.bytes;
  }

  /** Drops the oldest entry; returns its bytes. */
  shift(): number {
    const item = this.items[this.start];
    if (!item) return 0;
    // Released now, not at the next compaction: a dropped entry's body must not stay in memory.
    (this.items as Array<T | undefined>)[this.start] = undefined;
    this.start++;
    this.bytes -= item.bytes;
    if (this.start >= 1024 && this.start * 2 >= this.items.length) {
      this.items = this.items.slice(this.start);
      this.start = 0;
    }
    return item.bytes;
  }

  /** The kept items, oldest first. */
  kept(): T[] {
    return this.start === 0 ? this.items : this.items.slice(this.start);
  }

  get size(): number {
    return this.items.length - this.start;
  }
}

export class JournalRings<T extends Sequenced> {
  private readonly rings = new Map<string, Ring<T>>();
  private totalBytes = 0;

  constructor(private readonly limits: RingLimits) {}

  get capacity(): number {
    return this.limits.capacity;
  }

  push(key: string, item: T): void {
    let ring = this.rings.get(key);
    if (!ring) {
      ring = new Ring();
      this.rings.set(key, ring);
    }
    ring.push(item);
    this.totalBytes += item.bytes;
    while (ring.size > this.limits.capacity || (ring.bytes > this.limits.stateBytes && ring.size > 1))
      this.totalBytes -= ring.shift();
    while (this.totalBytes > this.limits.totalBytes) {
      const biggest = this.biggest();
      if (!biggest || biggest.size <= 1) break;
      this.totalBytes -= biggest.shift();
    }
  }

  private biggest(): Ring<T> | undefined {
    let found: Ring<T> | undefined;
    for (const ring of this.rings.values()) if (!found || ring.bytes > found.bytes) found = ring;
    return found;
  }

  /** Bytes the kept entries cost, roughly (every state, or one). */
  bytesOf(key?: string): number {
    return key === undefined ? this.totalBytes : (this.rings.get(key)?.bytes ?? 0);
  }

  /** One state's kept items, oldest first. */
  of(key: string): T[] {
    return this.rings.get(key)?.kept() ?? [];
  }

  /** Every state's kept items, oldest first (by sequence number). */
  all(): T[] {
    if (this.rings.size === 1) return this.of([...this.rings.keys()][0]!);
    return [...this.rings.values()].flatMap((r) => r.kept()).sort((a, b) => a.seq - b.seq);
  }

  /** Drops one state's ring (cleared, or its sandbox went away). */
  drop(key: string): void {
    const ring = this.rings.get(key);
    if (ring) this.totalBytes -= ring.bytes;
    this.rings.delete(key);
  }

  clear(): void {
    this.rings.clear();
    this.totalBytes = 0;
  }

  size(key?: string): number {
    if (key !== undefined) return this.rings.get(key)?.size ?? 0;
    let total = 0;
    for (const ring of this.rings.values()) total += ring.size;
    return total;
  }
}
