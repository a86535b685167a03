import type { Lang } from '../../src/contracts/lang.ts';
import type { ShellData } from '../../src/contracts/shell.ts';

/**
 * The frame of the pages (navigation, footer lists, configuration, areas) of each language, and the small
 * tables pages read whole (categories, product dictionaries: server/modules/catalogue/catalogue-lookups.ts),
 * kept for a while: every page and every visitor shows the same ones (they hold no price), and reading them
 * was most of the database work of a page. Back-office changes clear it in every process (server/events/, as
 * the page and API memos); the lifetime bounds how late a change made directly in the database shows.
 */
export class ShellMemo {
  private readonly kept = new Map<string, { value: Promise<unknown>; expires: number }>();

  constructor(
    /** How long a value is kept, in ms. */
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept frame of `lang`, or `load`'s (concurrent callers share one load; a failed load is not kept). */
  get(lang: Lang, load: () => Promise<ShellData>): Promise<ShellData> {
    return this.keep(`shell:${lang}`, load);
  }

  /** The value kept under `key`, or `load`'s (concurrent callers share one load; a failed load is not kept). */
  keep<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.kept.get(key);
    if (hit && hit.expires > this.now()) return hit.value as Promise<T>;
    const value = load();
    const entry = { value, expires: this.now() + this.ttlMs };
    this.kept.set(key, entry);
    value.catch(() => this.kept.get(key) === entry && this.kept.delete(key));
    return value;
  }

  /** Forgets everything kept (after the data behind it changed). */
  clear(): void {
    this.kept.clear();
  }
}
