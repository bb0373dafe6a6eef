/**
 * A small time-limited cache for aggregate answers (counts, clusters, dictionaries): the values
 * that cost a scan of every matching offer while hardly changing from one second to the next.
 * Concurrent asks for one key share one query; a failed load is forgotten at once. Least recently
 * used entries go first when it is full. Offer pages are kept by SearchResponseCache, not here.
 */
export class QueryCache {
  private readonly entries = new Map<string, { readonly expires: number; readonly value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && hit.expires > now) {
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = load();
    const entry = { expires: now + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Forgets everything, e.g. after offers were written. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
