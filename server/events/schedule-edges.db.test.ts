import { beforeAll, describe, expect, it } from 'vitest';
import type { BannerEditInput } from '../../src/contracts/admin/content.ts';
import { banners } from '../db/schema/index.ts';
import type { CachedBody } from '../http/cached-body.ts';
import { Memo } from '../http/memo.ts';
import { silentLogger } from '../log.ts';
import { adminKit } from '../modules/admin/admin.test-kit.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { twoProcessesOnOneDatabase } from '../test/two-processes.ts';
import { eventually } from '../test/eventually.ts';
import { localChangeFeed } from './change-feed.ts';
import { forgetOnChange } from './open-change-feed.ts';
import { forgetAtScheduleEdges, RECHECK_MS, SETTLE_MS, type Timers } from './schedule-edges.ts';

const T0 = new Date('2026-12-01T02:00:00Z');
const MIN = 60_000;
const BANNER = { titleEn: 'Winter sale', titleZh: '冬季促销', imageUrl: '/images/banners/toolbox.svg', linkUrl: '/new-products', sort: 0 };

/** Timers the test fires by hand: each armed one is recorded with its delay. */
function handTimers() {
  const armed: { fn: () => void; ms: number; live: boolean }[] = [];
  const timers: Timers = {
    set: (fn, ms) => (armed.push({ fn, ms, live: true }), armed.length - 1),
    clear: (handle) => void (armed[handle as number]!.live = false),
  };
  const live = () => armed.filter((a) => a.live);
  return { timers, armed, live };
}

describeEachDatabase('scheduled banners: every memo is forgotten at each schedule edge', (database) => {
  const db = () => database().db;

  beforeAll(async () => {
    await db().delete(banners);
    await db()
      .insert(banners)
      .values([
        { ...BANNER, showFrom: new Date(T0.getTime() + 10 * MIN), showUntil: new Date(T0.getTime() + 20 * MIN) },
        // A hidden banner's schedule changes nothing that is shown.
        { ...BANNER, visible: false, showFrom: new Date(T0.getTime() + 5 * MIN) },
        // Already past: no edge.
        { ...BANNER, showFrom: new Date(T0.getTime() - 60 * MIN), showUntil: new Date(T0.getTime() - 30 * MIN) },
      ]);
  });

  it('waits for the next edge, clears the memos there and again after the settling time, then waits for the following edge', async () => {
    let now = T0;
    let cleared = 0;
    const { timers, live } = handTimers();
    const feed = localChangeFeed(silentLogger);
    const watch = forgetAtScheduleEdges({ db: db(), memos: [{ clear: () => cleared++ }], feed, log: silentLogger, now: () => now, timers });
    await watch.ready();
    expect(watch.next?.toISOString()).toBe(new Date(T0.getTime() + 10 * MIN).toISOString());
    expect(live().map((t) => t.ms)).toEqual([10 * MIN]);

    now = new Date(T0.getTime() + 10 * MIN);
    live()[0]!.fn();
    expect(cleared).toBe(1);
    await watch.ready();
    expect(watch.next?.toISOString()).toBe(new Date(T0.getTime() + 20 * MIN).toISOString());
    const pending = live();
    expect(pending.map((t) => t.ms).sort((a, b) => a - b)).toEqual([SETTLE_MS, 10 * MIN]);
    pending.find((t) => t.ms === SETTLE_MS)!.fn();
    expect(cleared).toBe(2);
    watch.stop();
    expect(live()).toEqual([]);
  });

  it('re-reads the edges after a back-office change, and with none left re-reads them hourly without clearing', async () => {
    let now = new Date(T0.getTime() + 30 * MIN);
    let cleared = 0;
    const { timers, live } = handTimers();
    const feed = localChangeFeed(silentLogger);
    const watch = forgetAtScheduleEdges({ db: db(), memos: [{ clear: () => cleared++ }], feed, log: silentLogger, now: () => now, timers });
    await watch.ready();
    expect(watch.next).toBeNull();
    expect(live().map((t) => t.ms)).toEqual([RECHECK_MS]);

    const [row] = await db().insert(banners).values({ ...BANNER, showFrom: new Date(T0.getTime() + 45 * MIN) }).returning({ id: banners.id });
    feed.committed({ entity: 'banner', key: String(row!.id), action: 'create' });
    await watch.ready();
    expect(live().map((t) => t.ms)).toEqual([15 * MIN]);

    // Fired early (a clock stepped back): nothing is cleared, the watch simply waits again.
    now = new Date(T0.getTime() + 40 * MIN);
    live()[0]!.fn();
    await watch.ready();
    expect(cleared).toBe(0);
    expect(live().map((t) => t.ms)).toEqual([5 * MIN]);
    watch.stop();
  });
});

/**
 * Two server processes on one PostgreSQL database, each keeping banner answers in its memo for a minute: a banner
 * scheduled to start in a few seconds shows on both within 5 s of its start.
 */
describe('a scheduled banner reaches every process at its start', () => {
  const { database: db, feeds: pair } = twoProcessesOnOneDatabase();

  it('shows on both processes within 5 s of its start, though each keeps answers for 60 s', async () => {
    const database = db();
    const feeds = pair();
    const realNow = { now: () => new Date() };
    const shops = feeds.map((feed) => {
      const memo = new Memo<CachedBody>(60_000);
      forgetOnChange(feed, { memos: [memo], db: database.db });
      const watch = forgetAtScheduleEdges({ db: database.db, memos: [memo], feed, log: silentLogger });
      return { kit: adminKit(database.db, { ...realNow, changes: feed }, { memo }), memo, watch };
    });
    const office = adminKit(database.db, { ...realNow, changes: feeds[0] });
    const token = (await office.newStaff(['content'])).token;
    const startsAt = new Date(Date.now() + 3_000);
    const body: BannerEditInput = { ...BANNER, subtitleEn: '', subtitleZh: '', visible: true, showFrom: startsAt.toISOString(), showUntil: '' };
    const { id } = (await office.call('POST', '/admin/banners', { token, body })).body.data as { id: number };
    const shows = async (shop: (typeof shops)[number]) => ((await shop.kit.call('GET', '/banner/show')).body.data as { id: number }[]).some((b) => b.id === id);

    // Before the start both processes answer without it, and keep that answer.
    for (const shop of shops) {
      await eventually(async () => (shop.watch.next?.getTime() === startsAt.getTime() ? true : undefined), 5_000, 'the watch heard of the new banner');
      expect(await shows(shop)).toBe(false);
      expect(shop.memo.size).toBeGreaterThan(0);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt.getTime() - Date.now())));
    await Promise.all(shops.map((shop) => eventually(async () => ((await shows(shop)) ? true : undefined), 5_000, 'the banner shows within 5 s of its start')));
    shops.forEach((s) => s.watch.stop());
  }, 30_000);
});
