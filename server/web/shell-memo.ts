import type { Lang } from '../../src/contracts/lang.ts';
import type { ShellData } from '../../src/contracts/shell.ts';

/**
 * The frame of the pages (navigation, footer lists, configuration, areas) of each language, kept for a while:
 * every page and every visitor shows the same one (it holds no price), and reading it is most of the database
 * work of a page. Back-office changes clear it in every process (server/events/, as the page and API memos);
 * the lifetime bounds how late a change made directly in the database shows.
 */
export class ShellMemo {
  private readonly kept = new Map<Lang, { value: Promise<ShellData>; expires: number }>();

  constructor(
    /** How long a frame is kept, in ms. */
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept frame of `lang`, or `load`'s (concurrent callers share one load; a failed load is not kept). */
  get(lang: Lang, load: () => Promise<ShellData>): Promise<ShellData> {
    const hit = this.kept.get(lang);
    if (hit && hit.expires > this.now()) return hit.value;
    const value = load();
    const entry = { value, expires: this.now() + this.ttlMs };
    this.kept.set(lang, entry);
    value.catch(() => this.kept.get(lang) === entry && this.kept.delete(lang));
    return value;
  }

  /** Forgets every frame (after the data behind them changed). */
  clear(): void {
    this.kept.clear();
  }
}
