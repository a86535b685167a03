import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { QuoteView } from '../../../src/contracts/quotes.ts';
import { beijingDate } from '../../../src/contracts/beijing-date.ts';
import { quotes, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../security/password.ts';
import { describeQuotes } from './quotes.test-kit.ts';

type Page = { items: QuoteView[]; total: number; page: number; pageSize: number };
type Filters = { status?: string; from?: string; to?: string; customer?: string };
type Stored = 'draft' | 'sent' | 'accepted';

/**
 * The staff quote list filters in SQL and counts in SQL: every combination of status, creation days (Beijing) and
 * customer answers exactly the quotes the unfiltered list shows matching it, page after page, with their total.
 * The clock is the kit's (2026-11-21 in Beijing): a sent quote valid until the 20th shows as expired.
 */
describeQuotes('quote list: filters combined in SQL, paged, with the total', (q, db) => {
  const tag = randomBytes(4).toString('hex');
  const made: Record<string, QuoteView> = {};

  const list = async (query: Filters & { page?: number; pageSize?: number }) => {
    const res = await q().k.call('GET', `/admin/quotes?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { token: q().sales.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Page;
  };
  /** Every page of a query, each checked to say the same total and its own number. */
  async function everyPage(query: Filters, pageSize: number) {
    const first = await list({ ...query, pageSize });
    const pages = [first];
    for (let page = 2; page <= Math.ceil(first.total / pageSize); page++) pages.push(await list({ ...query, page, pageSize }));
    for (const [i, p] of pages.entries()) expect([p.page, p.pageSize, p.total]).toEqual([i + 1, pageSize, first.total]);
    return { total: first.total, ids: pages.flatMap((p) => p.items.map((x) => x.id)) };
  }
  const ids = (...names: string[]) => names.map((n) => made[n]!.id).sort((a, b) => b - a);

  /** A customer of this run: `tag` in the e-mail, so a customer filter of the tag finds only this suite's quotes. */
  async function customer(name: string, local: string, company: string) {
    const [user] = await db().insert(users).values({ email: `${local}.${tag}@example.org`, passwordHash: await hashPassword('secret42'), name, company }).returning({ id: users.id });
    return user!.id;
  }
  /** A quote made through the API, then given its status, validity and creation instant. */
  async function quote(name: string, userId: number, status: Stored, validUntil: string, createdAt: string) {
    const res = await q().create({ userId, validUntil: '2026-12-31', lines: [{ description: `Custom conjugation ${name}`, unit: 'lot', quantity: 1, unitPrice: '100' }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await db().update(quotes).set({ status, validUntil, createdAt: new Date(createdAt) }).where(eq(quotes.id, res.body.data.id));
    made[name] = res.body.data;
  }

  beforeAll(async () => {
    const ada = await customer('Ada Lovelace', 'ada', 'Analytical Engines Ltd');
    const bo = await customer('Bo Chen', 'bo.chen', 'Fudan University');
    const wang = await customer('王芳', 'wang', '清华大学');
    // Either side of midnight in Beijing: 23:30 on 1 March and 00:30 on the 2nd; 23:59 on 20 November and 00:00 on the 21st.
    await quote('adaDraft', ada, 'draft', '2026-12-31', '2026-03-01T15:30:00Z');
    await quote('adaSent', ada, 'sent', '2026-11-21', '2026-03-01T16:30:00Z');
    await quote('adaExpired', ada, 'sent', '2026-11-20', '2026-05-10T04:00:00Z');
    await quote('boAccepted', bo, 'accepted', '2026-06-30', '2026-05-10T05:00:00Z');
    await quote('boSent', bo, 'sent', '2027-01-15', '2026-08-08T08:00:00Z');
    await quote('boDraft', bo, 'draft', '2026-12-31', '2026-11-20T15:59:00Z');
    await quote('wangExpired', wang, 'sent', '2026-10-01', '2026-09-30T23:00:00Z');
    await quote('wangAccepted', wang, 'accepted', '2026-12-01', '2026-11-20T16:00:00Z');
    await quote('wangDraft', wang, 'draft', '2026-12-31', '2026-11-21T07:00:00Z');
  });

  it('answers exactly the quotes each combination names, newest first', async () => {
    const cases: [Filters, string[]][] = [
      [{ customer: tag }, Object.keys(made)],
      [{ customer: tag, status: 'draft' }, ['adaDraft', 'boDraft', 'wangDraft']],
      // Sent means still valid (until today counts); expired is sent and past its day, as the list shows it.
      [{ customer: tag, status: 'sent' }, ['adaSent', 'boSent']],
      [{ customer: tag, status: 'expired' }, ['adaExpired', 'wangExpired']],
      [{ customer: tag, status: 'accepted' }, ['boAccepted', 'wangAccepted']],
      // The customer's name, e-mail or company, any case; the whole quote number.
      [{ customer: 'ADA LOVE' }, ['adaDraft', 'adaSent', 'adaExpired']],
      [{ customer: 'fudan univ' }, ['boAccepted', 'boSent', 'boDraft']],
      [{ customer: `BO.CHEN.${tag.toUpperCase()}` }, ['boAccepted', 'boSent', 'boDraft']],
      [{ customer: '清华' }, ['wangExpired', 'wangAccepted', 'wangDraft']],
      [{ customer: made.boSent!.quoteNumber.toLowerCase() }, ['boSent']],
      // LIKE's wildcards match themselves only.
      [{ customer: `%${tag}` }, []],
      [{ customer: `_${tag}` }, []],
      // Beijing days: 15:30 UTC on 1 March is still the 1st there, 16:30 UTC already the 2nd.
      [{ customer: tag, from: '2026-03-01', to: '2026-03-01' }, ['adaDraft']],
      [{ customer: tag, from: '2026-03-02', to: '2026-03-02' }, ['adaSent']],
      [{ customer: tag, to: '2026-05-10' }, ['adaDraft', 'adaSent', 'adaExpired', 'boAccepted']],
      [{ customer: tag, from: '2026-11-20', to: '2026-11-20' }, ['boDraft']],
      [{ customer: tag, from: '2026-11-21' }, ['wangAccepted', 'wangDraft']],
      [{ customer: tag, from: '2026-11-20', status: 'draft' }, ['boDraft', 'wangDraft']],
      [{ customer: `wang.${tag}`, from: '2026-10-01', status: 'accepted' }, ['wangAccepted']],
      [{ customer: `ada.${tag}`, from: '2026-05-01', to: '2026-05-31', status: 'expired' }, ['adaExpired']],
      [{ customer: `ada.${tag}`, from: '2026-05-01', to: '2026-05-31', status: 'sent' }, []],
      [{ customer: tag, from: '2026-06-01', to: '2026-05-01' }, []],
    ];
    for (const [filters, names] of cases) {
      const page = await list(filters);
      expect([filters, page.items.map((x) => x.id), page.total]).toEqual([filters, ids(...names), names.length]);
    }
  });

  it('agrees with the unfiltered list for every combination of the filters, page after page, with the total', async () => {
    const all = await everyPage({}, 200);
    const views = new Map<number, QuoteView>();
    for (let page = 1; page <= Math.ceil(all.total / 200); page++) for (const v of (await list({ page, pageSize: 200 })).items) views.set(v.id, v);
    expect(views.size).toBe(all.total);

    const statuses = [undefined, 'draft', 'sent', 'accepted', 'expired'];
    const customers = [undefined, tag, 'ada', 'FUDAN', '清华', made.wangExpired!.quoteNumber];
    const days: [string | undefined, string | undefined][] = [[undefined, undefined], ['2026-03-02', undefined], [undefined, '2026-09-30'], ['2026-05-10', '2026-11-21']];
    const matches = (v: QuoteView, f: Filters) => {
      const day = beijingDate(new Date(v.createdAt));
      const c = f.customer?.toLowerCase();
      return (
        (!f.status || v.status === f.status) &&
        (!f.from || day >= f.from) &&
        (!f.to || day <= f.to) &&
        (!c || [v.customer.name, v.customer.email, v.customer.company].some((s) => s.toLowerCase().includes(c)) || v.quoteNumber === f.customer)
      );
    };
    for (const status of statuses)
      for (const customer of customers)
        for (const [from, to] of days) {
          const filters = Object.fromEntries(Object.entries({ status, customer, from, to }).filter(([, v]) => v !== undefined)) as Filters;
          const expected = [...views.values()].filter((v) => matches(v, filters)).map((v) => v.id);
          const got = await everyPage(filters, 2);
          expect([filters, got.ids, got.total]).toEqual([filters, expected, expected.length]);
        }
  });

  it('refuses a bad filter with a 400 naming it', async () => {
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['from=2026-02-30', 'from'],
      ['to=21.11.2026', 'to'],
      [`customer=${'x'.repeat(201)}`, 'customer'],
    ]) {
      const res = await q().k.call('GET', `/admin/quotes?${query}`, { token: q().sales.token });
      expect([query, res.status, res.body.data.fields.map((f: { field: string }) => f.field)]).toEqual([query, 400, [field]]);
    }
  });
});
