// Where the journal keeps its entries: one ring per state (the default state and each sandbox), so
// parallel test workers in their own sandboxes never push out each other's calls. Only storage lives
// here; what an entry holds and how it is shown is journal.ts's business.

/** The key of the default state's ring (a sandbox id is never empty). */
export const DEFAULT_RING = '';

interface Sequenced {
  seq: number;
}

/** A bounded list, trimmed in batches: splicing the front on every call would copy it each time. */
class Ring<T extends Sequenced> {
  private items: T[] = [];

  constructor(private readonly capacity: number) {}

  push(item: T): void {
    this.items.push(item);
    if (this.items.length >= this.capacity * 2) this.items.splice(0, this.items.length - this.capacity);
  }

  /** The kept items, oldest first. */
  kept(): T[] {
    return this.items.length > this.capacity ? this.items.slice(-this.capacity) : this.items;
  }

  get size(): number {
    return Math.min(this.items.length, this.capacity);
  }
}

export class JournalRings<T extends Sequenced> {
  private readonly rings = new Map<string, Ring<T>>();

  constructor(readonly capacity: number) {}

  push(key: string, item: T): void {
    let ring = this.rings.get(key);
    if (!ring) {
      ring = new Ring(this.capacity);
      this.rings.set(key, ring);
    }
    ring.push(item);
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
    this.rings.delete(key);
  }

  clear(): void {
    this.rings.clear();
  }

  size(key?: string): number {
    if (key !== undefined) return this.rings.get(key)?.size ?? 0;
    let total = 0;
    for (const ring of this.rings.values()) total += ring.size;
    return total;
  }
}
