import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { leadStates, leaveWords } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminKit } from '../admin/admin.test-kit.ts';

/** A Beijing wall-clock time (UTC+8) as an instant. */
const bj = (local: string) => new Date(`${local}+08:00`);
const MINUTE = 60_000;

/**
 * 1,200 leads, the overdue ones among the oldest: a list that read the newest 500 and filtered after would find
 * none of them. The inbox filters and orders in SQL on the stored clock, and its total is the dashboard's count.
 */
describeEachDatabase(
  'lead inbox paging: every filter in SQL, overdue first, totals',
  (database) => {
    let k: ReturnType<typeof adminKit>;
    let sales: { id: number; email: string; token: string };
    let owner: { id: number; email: string; token: string };
    const db = () => database().db;
    const NOW = bj('2026-11-25T12:00:00'); // a Wednesday
    const OVERDUE = 130;
    const OVERDUE_ZH = 40;
    let overdueIds: number[] = [];

    const get = async (query: string) => {
      const res = await k.call('GET', `/admin/leads?${query}`, { token: sales.token });
      expect(res.status).toBe(200);
      return res.body.data as { items: { id: number; kind: string; level: string; lang: string; state: string; dueAt: string; arrivedAt: string }[]; total: number; page: number; pageSize: number };
    };
    /** Every page of a query, in order. */
    async function allPages(query: string, pageSize = 50) {
      const first = await get(`${query}&page=1&pageSize=${pageSize}`);
      const pages = [first];
      for (let page = 2; page <= Math.ceil(first.total / pageSize); page++) pages.push(await get(`${query}&page=${page}&pageSize=${pageSize}`));
      return { total: first.total, pages, items: pages.flatMap((p) => p.items) };
    }
    async function setNow(at: Date) {
      k.clock.now = at;
      sales.token = await k.login(sales.email);
      owner.token = await k.login(owner.email);
    }

    beforeAll(async () => {
      k = adminKit(db());
      sales = await k.newStaff(['sales'], { name: 'Sally Sales' });
      owner = await k.newStaff(['owner'], { name: 'Olive Owner' });
      await setNow(NOW);
      // The oldest 130 arrived on Monday 2 November (due the next day: overdue now); the 1,070 newest in the last hours.
      const rows = Array.from({ length: 1200 }, (_, i) => {
        const old = i < OVERDUE;
        const createdAt = old ? new Date(bj('2026-11-02T09:00:00').getTime() + i * MINUTE) : new Date(NOW.getTime() - 3 * 3_600_000 + (i - OVERDUE) * 10_000);
        const lang = (old ? i < OVERDUE_ZH : i % 2 === 0) ? ('zh' as const) : ('en' as const);
        return { submissionId: randomUUID(), lang, name: `Lead ${i}`, email: `lead${i}@example.cn`, phone: '13812345678', company: 'Fudan', department: 'Biology', address: 'Shanghai', content: `Message ${i}`, createdAt };
      });
      const ids = await db().insert(leaveWords).values(rows).returning({ id: leaveWords.id });
      overdueIds = ids.slice(0, OVERDUE).map((r) => r.id);
    }, 120_000);

    it('finds every overdue lead among the oldest of 1,200 and pages through them, each exactly once, oldest due first', async () => {
      const all = await get('page=1');
      expect([all.total, all.page, all.pageSize, all.items.length]).toEqual([1200, 1, 50, 50]);
      // Overdue first, even though they are the oldest arrivals.
      expect(all.items.every((l) => l.level === 'overdue')).toBe(true);
      const overdue = await allPages('overdue=true');
      expect(overdue.total).toBe(OVERDUE);
      expect(overdue.pages.map((p) => p.items.length)).toEqual([50, 50, 30]);
      const ids = overdue.items.map((l) => l.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort((a, b) => a - b)).toEqual([...overdueIds].sort((a, b) => a - b));
      expect(overdue.items.every((l) => l.level === 'overdue')).toBe(true);
      const due = overdue.items.map((l) => Date.parse(l.dueAt));
      expect(due).toEqual([...due].sort((a, b) => a - b));
      const notOverdue = await get('overdue=false&pageSize=200');
      expect([notOverdue.total, notOverdue.items.length]).toEqual([1200 - OVERDUE, 200]);
      expect(notOverdue.items.some((l) => l.level === 'overdue')).toBe(false);
      // Newest first after the overdue ones.
      const arrived = notOverdue.items.map((l) => Date.parse(l.arrivedAt));
      expect(arrived).toEqual([...arrived].sort((a, b) => b - a));
    });

    it('combines the filters in SQL (overdue, language, kind, status, assignee) with totals beyond one page', async () => {
      expect((await get('overdue=true&language=zh')).total).toBe(OVERDUE_ZH);
      expect((await get('overdue=true&language=en&kind=leave-word&status=new&assignee=none')).total).toBe(OVERDUE - OVERDUE_ZH);
      expect((await get('overdue=true&kind=enquiry')).total).toBe(0);
      const zh = await allPages('language=zh', 200);
      expect(zh.total).toBe(OVERDUE_ZH + (1200 - OVERDUE) / 2);
      expect(new Set(zh.items.map((l) => l.id)).size).toBe(zh.total);
      expect(zh.items.every((l) => l.lang === 'zh')).toBe(true);
      expect((await get('overdue=true&assignee=' + sales.id)).total).toBe(0);
      const refused = await k.call('GET', '/admin/leads?pageSize=201', { token: sales.token });
      expect([refused.status, refused.body.data.fields[0].field]).toEqual([400, 'pageSize']);
      expect((await k.call('GET', '/admin/leads?page=0', { token: sales.token })).body.data.fields[0].field).toBe('page');
    });

    it('counts on the dashboard exactly the overdue leads the list finds', async () => {
      const dashboard = await k.call('GET', '/admin/leads/dashboard', { token: sales.token });
      expect(dashboard.body.data.overdue).toBe(OVERDUE);
      expect(dashboard.body.data.overdue).toBe((await get('overdue=true')).total);
    });

    it('updates the stored clock on a status change and a reply: a replied lead leaves the overdue list', async () => {
      const [replied, paused, waitingEarly] = overdueIds;
      /** A change of leave-word `id/action` with the version the lead has now (as its page sends the one it read). */
      const post = async (path: string, body: object) => {
        const { version } = (await k.call('GET', `/admin/leads/leave-word/${path.split('/')[0]}`, { token: sales.token })).body.data;
        return k.call('POST', `/admin/leads/leave-word/${path}`, { token: sales.token, body: { ...body, version } });
      };
      expect((await post(`${replied}/reply`, { subject: 'Re: your message', body: 'Here is the quote.' })).status).toBe(200);
      const [stored] = await db().select().from(leadStates).where(and(eq(leadStates.kind, 'leave-word'), eq(leadStates.leadId, replied!)));
      expect([stored!.clockState, stored!.overdueAt, stored!.lang]).toEqual(['stopped', null, 'zh']);
      // Waiting for the customer once overdue: the clock is frozen overdue, so the lead stays in the list.
      expect((await post(`${paused}/status`, { status: 'waiting_customer' })).body.data).toMatchObject({ state: 'paused', level: 'overdue' });
      const overdue = await allPages('overdue=true');
      expect(overdue.total).toBe(OVERDUE - 1);
      expect(overdue.items.map((l) => l.id)).not.toContain(replied);
      expect(overdue.items.map((l) => l.id)).toContain(paused);
      expect((await k.call('GET', '/admin/leads/dashboard', { token: sales.token })).body.data.overdue).toBe(OVERDUE - 1);
      // Closed: leaves the list too.
      expect((await post(`${waitingEarly}/status`, { status: 'closed' })).status).toBe(200);
      expect((await get('overdue=true')).total).toBe(OVERDUE - 2);
      // A new lead paused before its due time cannot become overdue while it waits.
      const newest = (await get('overdue=false&pageSize=1')).items[0]!;
      await post(`${newest.id}/status`, { status: 'waiting_customer' });
      await setNow(bj('2026-11-30T12:00:00'));
      expect((await get('overdue=true')).items.map((l) => l.id)).not.toContain(newest.id);
      await setNow(NOW);
    });

    it('recomputes the stored clocks when the working calendar changes', async () => {
      // At NOW the newest leads (arrived this morning) are not overdue; two days later they are, unless those two
      // days are holidays.
      await setNow(bj('2026-11-27T11:00:00'));
      const before = (await get('overdue=true')).total;
      expect(before).toBe(1200 - 3); // every lead but the replied, the closed and the one waiting early
      const calendar = JSON.stringify({ weekend: [0, 6], holidays: ['2026-11-25', '2026-11-26', '2026-11-27'], workdays: [] });
      // A configuration save carries the version it read (a stale one is refused).
      const calendarVersion = async () => ((await k.call('GET', '/admin/config', { token: owner.token })).body.data as { key: string; version: number }[]).find((e) => e.key === 'lead_calendar')!.version;
      expect((await k.call('PUT', '/admin/config/lead_calendar', { token: owner.token, body: { en: calendar, zh: calendar, version: await calendarVersion() } })).status).toBe(200);
      const after = await get('overdue=true');
      expect(after.total).toBe(OVERDUE - 2);
      expect((await k.call('GET', '/admin/leads/dashboard', { token: sales.token })).body.data.overdue).toBe(after.total);
      expect(after.items.every((l) => l.level === 'overdue')).toBe(true);
    });
  },
  { seed: false },
);
