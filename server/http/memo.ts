/** A small LRU of values with a lifetime; concurrent loads of one key share one load (no stampede). */
export class Memo<V extends { bytes: Uint8Array }> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V | null>>();
  private bytes = 0;

  constructor(
    /** How long a value is kept, in ms. */
    readonly ttlMs: number,
    /** Total size of the kept bodies, in bytes; the least recently used go first. */
    readonly maxBytes = 32 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.expires <= this.now()) {
      this.bytes -= hit.value.bytes.length;
      return undefined;
    }
    this.entries.set(key, hit); // most recently used last
    return hit.value;
  }

  set(key: string, value: V): void {
    const old = this.entries.get(key);
    if (old) (this.entries.delete(key), (this.bytes -= old.value.bytes.length));
    if (value.bytes.length > this.maxBytes / 4) return;
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    this.bytes += value.bytes.length;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.value.bytes.length;
    }
  }

  /**
   * The kept value of `key`, or the result of `load` (kept unless null). While one load runs, other
   * callers of the same key wait for it; they get null too when it yields nothing to keep.
   */
  async getOrLoad(key: string, load: () => Promise<V | null>): Promise<V | null> {
    const hit = this.get(key);
    if (hit) return hit;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load()
        .then((value) => (value && this.set(key, value), value))
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** Forgets everything (after the data behind the answers changed). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}
