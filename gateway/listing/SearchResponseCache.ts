export interface SearchResponseCacheLimits {
  /** How long an answer is reused, counted from when its query started. */
  readonly ttlMs: number;
  readonly maxEntries: number;
  /** Bytes of kept bodies at most; a body larger than this is never kept. */
  readonly maxBytes: number;
}

interface Entry {
  readonly body: Buffer;
  readonly expires: number;
}

/**
 * The listing search's answers, kept as the very bytes the route sends (docs/adr/0013): one
 * PGlite connection serves every query in turn, so under load a page query costs the latency of all
 * the others. Concurrent asks for one key share one load (single-flight); a failed load is
 * forgotten at once. Least recently used answers go first when there are too many or too many bytes.
 * `clear()` drops everything, and a load that was running meanwhile is handed to its callers but not kept.
 */
export class SearchResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  /** Bumped by clear(): a load started before it must not be kept after it. */
  private generation = 0;

  constructor(
    private readonly limits: SearchResponseCacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<Buffer>): Promise<Buffer> {
    const started = this.now();
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      if (kept.expires > started) {
        this.entries.set(key, kept);
        return Promise.resolve(kept.body);
      }
      this.bytes -= kept.body.byteLength;
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load().then(
      (body) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        if (this.generation === generation) this.keep(key, { body, expires: started + this.limits.ttlMs });
        return body;
      },
      (error: unknown) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }

  /** Forgets every answer, and every load still running: after offers were written. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get byteSize(): number {
    return this.bytes;
  }

  private keep(key: string, entry: Entry): void {
    if (entry.body.byteLength > this.limits.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.body.byteLength;
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.byteLength;
    for (const [oldest, { body }] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= body.byteLength;
    }
  }
}
