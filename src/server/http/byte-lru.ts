// A least-recently-used map bounded by the bytes its values hold, not by their number: a cache of response bodies
// whose sizes differ a hundredfold stays under one memory figure whatever it holds.

export class ByteLru<K, V> {
  // A Map iterates in insertion order: the first key is the least recently used one.
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private total = 0;

  /** `capBytes` 0 keeps nothing. */
  constructor(readonly capBytes: number) {}

  /** The bytes the values held now add up to (as given to `set`); never above the cap. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, which becomes the most recently used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * Stores (or replaces) the value as the most recently used, then drops the least recently used ones until the total
   * is within the cap. A value larger than the whole cap is not stored, and the key's previous value is dropped.
   */
  set(key: K, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.capBytes) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.capBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }
}
