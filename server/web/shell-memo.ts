import type { Lang } from '../../src/contracts/lang.ts';
import type { ShellData } from '../../src/contracts/shell.ts';

/**
 * The frame of the pages (navigation, footer lists, configuration, areas) of each language, the small
 * tables pages read whole (categories, product dictionaries: server/modules/catalogue/catalogue-lookups.ts) and
 * the public lists pages share (banners, product and article lists, by language and, where priced, region:
 * server/web/site-data.direct.ts), kept for a while: every visitor of a language and region sees the same ones,
 * and reading them was most of the database work of a page. Back-office changes clear it in every process (server/events/, as
 * the page and API memos); the lifetime bounds how late a change made directly in the database shows.
 */
export class ShellMemo {
  private readonly kept = new Map<string, { value: Promise<unknown>; expires: number }>();

  constructor(
    /** How long a value is kept, in ms. */
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    /** Values kept at most (lists are kept per page and filter): beyond it expired ones go, then the oldest. */
    readonly maxEntries = 2000,
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
    if (!hit && this.kept.size >= this.maxEntries) this.makeRoom();
    this.kept.set(key, entry);
    value.catch(() => this.kept.get(key) === entry && this.kept.delete(key));
    return value;
  }

  private makeRoom(): void {
    const now = this.now();
    for (const [key, entry] of this.kept) if (entry.expires <= now) this.kept.delete(key);
    if (this.kept.size >= this.maxEntries) this.kept.delete(this.kept.keys().next().value!);
  }

  /** Forgets everything kept (after the data behind it changed). */
  clear(): void {
    this.kept.clear();
  }
}
