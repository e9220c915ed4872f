/** A least-recently-used map bounded by a byte budget, so a crawl of 100 000
 * product pages cannot grow the process without limit. */
export class Lru<V> {
  private readonly map = new Map<string, { value: V; size: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (!entry) return undefined;
    this.map.delete(key); // re-inserted: now the most recent
    this.map.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, size: number): void {
    this.delete(key);
    if (size > this.maxBytes) return;
    this.map.set(key, { value, size });
    this.bytes += size;
    for (const [oldest, entry] of this.map) {
      if (this.bytes <= this.maxBytes) break;
      this.map.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  /** The entry without making it recent. */
  peek(key: string): V | undefined {
    return this.map.get(key)?.value;
  }

  /** Grows an entry's size, e.g. when a compressed copy is added to it. */
  grow(key: string, extra: number): void {
    const entry = this.map.get(key);
    if (!entry) return;
    this.set(key, entry.value, entry.size + extra);
  }

  delete(key: string): void {
    const entry = this.map.get(key);
    if (!entry) return;
    this.map.delete(key);
    this.bytes -= entry.size;
  }

  get size(): number {
    return this.map.size;
  }
}
