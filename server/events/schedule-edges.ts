import { and, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { banners } from '../db/schema/index.ts';
import type { Logger } from '../log.ts';
import type { ChangeFeed } from './change-feed.ts';

/**
 * Scheduled content changes what pages show with no back-office change at that moment: a banner appears at its
 * "show from" and goes at its "show until". The memos keep pages and answers for a minute, so without this a
 * scheduled banner showed up to a minute late. Each process arms one timer for the next schedule edge of the
 * visible banners and forgets its memos there; the promise is "within 5 s of its start on every process".
 *
 * A page whose database read began just before the edge may be stored just after the first clearing, so the
 * memos are cleared once more SETTLE_MS later (a read takes milliseconds; 2 s leaves room for a slow one and
 * stays within the promise).
 */

export const SETTLE_MS = 2_000;
/** Edges further away are re-read at this interval (a timer cannot wait longer than ~24.8 days anyway). */
export const RECHECK_MS = 60 * 60_000;

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** The earliest "show from" or "show until" of a visible banner strictly after `now`, or null. */
export async function nextScheduleEdge(db: Db, now: Date): Promise<Date | null> {
  const [from] = await db.select({ at: min(banners.showFrom) }).from(banners).where(and(eq(banners.visible, true), gt(banners.showFrom, now)));
  const [until] = await db.select({ at: min(banners.showUntil) }).from(banners).where(and(eq(banners.visible, true), gt(banners.showUntil, now)));
  // min() of a timestamp answers a Date on PostgreSQL and may answer its text on the embedded database.
  const edges = [from?.at, until?.at].filter((d) => d != null).map((d) => new Date(d as Date | string).getTime());
  return edges.length ? new Date(Math.min(...edges)) : null;
}

export interface ScheduleWatch {
  /** The edge the timer waits for (null: none known, re-read after RECHECK_MS). */
  readonly next: Date | null;
  /** Resolves once the current (re-)arming has read the next edge. */
  ready(): Promise<void>;
  stop(): void;
}

/**
 * Forgets `memos` at every schedule edge of the banners, re-reading the next edge after each one and after every
 * back-office change (an edited banner moves its edges).
 */
export function forgetAtScheduleEdges(opts: {
  db: Db;
  memos: readonly { clear(): void }[];
  feed: ChangeFeed;
  log: Logger;
  now?: () => Date;
  timers?: Timers;
}): ScheduleWatch {
  const { db, memos, log } = opts;
  const now = opts.now ?? (() => new Date());
  const timers = opts.timers ?? realTimers;
  let handle: unknown = null;
  let settle: unknown = null;
  let stopped = false;
  let next: Date | null = null;
  let arming: Promise<void> = Promise.resolve();

  const forget = () => memos.forEach((m) => m.clear());

  function fire(edge: Date | null) {
    if (edge && now().getTime() >= edge.getTime()) {
      forget();
      if (settle !== null) timers.clear(settle);
      settle = timers.set(forget, SETTLE_MS);
    }
    arm();
  }

  function arm() {
    arming = (async () => {
      let edge: Date | null = null;
      try {
        edge = await nextScheduleEdge(db, now());
      } catch (err) {
        // A database hiccup must not end the watch: try again later.
        log.warn('schedule edges unreadable', { error: err instanceof Error ? err.message : String(err) });
      }
      if (stopped) return;
      if (handle !== null) timers.clear(handle);
      next = edge;
      const wait = edge ? Math.max(0, edge.getTime() - now().getTime()) : RECHECK_MS;
      // Before the edge (a far edge is re-read first) fire() only re-arms.
      handle = timers.set(() => fire(edge), Math.min(wait, RECHECK_MS));
    })();
  }

  const unsubscribe = opts.feed.subscribe(() => arm());
  arm();
  return {
    get next() {
      return next;
    },
    ready: () => arming,
    stop() {
      stopped = true;
      unsubscribe();
      if (handle !== null) timers.clear(handle);
      if (settle !== null) timers.clear(settle);
    },
  };
}
