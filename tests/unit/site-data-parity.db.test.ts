// The server's page data (server/web/site-data.direct.ts) against the browser's (src/api/site-data.http.ts over
// the API routes), on both databases: the same answers, prices, recorded searches and errors, so a drift between
// a route and the direct source fails here.
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApi } from '../../src/api/client.ts';
import { httpSiteData } from '../../src/api/site-data.http.ts';
import { isApiError } from '../../src/contracts/api-error.ts';
import { CATEGORY_ROOTS } from '../../src/contracts/catalogue.ts';
import type { Lang } from '../../src/contracts/lang.ts';
import { INQUIRY } from '../../src/contracts/price.ts';
import type { SiteData } from '../../src/contracts/site-data.ts';
import { searchLog } from '../../server/db/schema/index.ts';
import { createDemoCustomer, DEMO_CUSTOMER } from '../../server/demo/customer.ts';
import type { Region } from '../../server/geo/region.ts';
import { FIXED_NOW, testApp } from '../../server/test/app.ts';
import { describeEachDatabase } from '../../server/test/databases.ts';
import { directSiteData } from '../../server/web/site-data.direct.ts';
import { ShellMemo } from '../../server/web/shell-memo.ts';

/** 114.114.114.114 is a public DNS in mainland China (prices); 8.8.8.8 is outside it (Inquiry). */
const ADDRESS: Record<Region, string> = { cn: '114.114.114.114', intl: '8.8.8.8' };
const PRICE = /^¥\d+\.\d{2}$/;
const LANGS: Lang[] = ['en', 'zh'];

type Call = (data: SiteData) => Promise<unknown>;

/** What a call settled with: its answer, or the error's public fields (an ApiError has code, text, status, fields). */
async function outcome(call: Call, data: SiteData): Promise<unknown> {
  try {
    return { answer: await call(data) };
  } catch (err) {
    if (!isApiError(err)) throw err;
    return { error: { name: err.name, code: err.code, message: err.message, status: err.status, fields: err.fields } };
  }
}

describeEachDatabase('page data: direct and over HTTP', (database) => {
  const db = () => database().db;
  const app = () => testApp(db());
  /** The browser's source, for a visitor at `region`, with a customer's token when given. */
  const http = (lang: Lang, region: Region, token?: string) => {
    const headers: Record<string, string> = { 'x-forwarded-for': ADDRESS[region], ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const req = new Request(input, init);
      for (const [k, v] of Object.entries(headers)) req.headers.set(k, v);
      return app().fetch(req);
    };
    return httpSiteData(createApi({ baseURL: 'http://ssr.local/api/v1', lang, fetch }));
  };
  const direct = (lang: Lang, region: Region) => directSiteData({ db: db(), now: () => FIXED_NOW }, { lang, region });
  const searches = async () => (await db().select({ n: count() }).from(searchLog))[0]!.n;

  /** Both sources give deep-equal outcomes for every call, language and region; returns the direct answers. */
  const same = async (calls: Call[], regions: Region[] = ['cn', 'intl']) => {
    const answers: unknown[] = [];
    for (const lang of LANGS) {
      for (const region of regions) {
        for (const call of calls) {
          const viaHttp = await outcome(call, http(lang, region));
          const viaDirect = await outcome(call, direct(lang, region));
          expect(viaDirect, `${lang} ${region} ${call.toString()}`).toEqual(viaHttp);
          answers.push(viaDirect);
        }
      }
    }
    return answers;
  };
  const catalogNumbers = async (n: number) => (await direct('en', 'cn').products({ size: 100 })).list.slice(0, n).map((p) => p.catalogNumber);

  it('answers the frame, the tree and the home page alike', async () => {
    await same([
      (d) => d.shell(),
      ...Object.values(CATEGORY_ROOTS).map((pid) => (d: SiteData) => d.tree(pid)),
      (d) => d.tree(99_999),
      (d) => d.banners(),
      (d) => d.articles({ kind: 'news', size: 4 }),
      (d) => d.articles({ kind: 'event', size: 3 }),
      (d) => d.articles({ page: 2, size: 5 }),
      (d) => d.popularProducts(8),
      (d) => d.products({ isNew: true, size: 8 }),
    ]);
  });

  it('answers product pages and lists alike, at each region’s prices', async () => {
    const numbers = [...(await catalogNumbers(100)).filter((_, i) => i % 8 === 0), 'CYT-H0201', 'cyt-h0201'];
    const answers = await same([
      ...numbers.flatMap((n) => [(d: SiteData) => d.product(n), (d: SiteData) => d.productSeo(n)]),
      (d) => d.products({ categoryId: 11, page: 1, size: 20 }),
      (d) => d.products({ categoryId: 11, page: 2, size: 20 }),
      (d) => d.products({ newAreaId: CATEGORY_ROOTS.newProducts }),
      (d) => d.products({}),
    ]);
    const prices = (region: Region) => direct('en', region).products({ categoryId: 11, size: 50 }).then((p) => p.list.flatMap((r) => r.sizes.map((s) => s.price)));
    expect((await prices('cn')).some((p) => PRICE.test(p))).toBe(true);
    expect((await prices('intl')).every((p) => p === INQUIRY)).toBe(true);
    expect(answers.filter((a) => 'answer' in (a as object)).length).toBeGreaterThan(40);
  });

  it('keeps the frame and the public lists per language and region, answering as the API does', async () => {
    // One memo for every visitor, as a server process has: a key without the region would show one region's prices to the other.
    const memo = new ShellMemo(60_000);
    const kept = (lang: Lang, region: Region) => directSiteData({ db: db(), now: () => FIXED_NOW, shellMemo: memo }, { lang, region });
    const calls: Call[] = [
      (d) => d.shell(),
      (d) => d.banners(),
      (d) => d.popularProducts(8),
      (d) => d.products({ isNew: true, size: 8 }),
      (d) => d.products({ categoryId: 11, page: 2, size: 20 }),
      (d) => d.articles({ kind: 'news', size: 4 }),
      (d) => d.articles({ kind: 'event', size: 3 }),
    ];
    for (let round = 0; round < 2; round++) {
      for (const lang of LANGS) {
        for (const region of ['cn', 'intl'] as const) {
          for (const call of calls) expect(await outcome(call, kept(lang, region))).toEqual(await outcome(call, http(lang, region)));
        }
      }
    }
  });

  it('gives a logged-in customer the prices of the region, as the API does (a session changes no public read)', async () => {
    await createDemoCustomer(db(), () => FIXED_NOW);
    const login = await app().request('/api/v1/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ADDRESS.intl },
      body: JSON.stringify({ username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
    });
    const token = ((await login.json()) as { data: { jti: string } }).data.jti;
    expect(token).toBeTruthy();
    for (const region of ['cn', 'intl'] as const) {
      for (const call of [(d: SiteData) => d.product('CYT-H0201'), (d: SiteData) => d.products({ categoryId: 11 }), (d: SiteData) => d.search({ keywords: 'IL-2', page: 2 })]) {
        expect(await outcome(call, direct('en', region))).toEqual(await outcome(call, http('en', region, token)));
      }
    }
    const cn = await direct('en', 'cn').product('CYT-H0201');
    const intl = await http('en', 'intl', token).product('CYT-H0201');
    expect(cn.sizes.some((s) => PRICE.test(s.price))).toBe(true);
    expect(intl.sizes.every((s) => s.price === INQUIRY)).toBe(true);
  });

  it('answers searches alike and records each as the API does', async () => {
    const words = ['IL-2', '白介素', 'cyt-h0201', 'mouse IL-6', 'protein', 'zzzz-nothing', 'a_b%'];
    for (const keywords of words) {
      for (const lang of LANGS) {
        // A first page without filters is one recorded search, by either source.
        const before = await searches();
        const viaHttp = await http(lang, 'cn').search({ keywords });
        expect(await searches()).toBe(before + 1);
        expect(await direct(lang, 'cn').search({ keywords })).toEqual(viaHttp);
        expect(await searches()).toBe(before + 2);
      }
    }
    const before = await searches();
    await same(
      words.flatMap((keywords) => [
        (d: SiteData) => d.search({ keywords, page: 2 }),
        (d: SiteData) => d.search({ keywords, filters: { categoryId: '11' } }),
        (d: SiteData) => d.searchCounts({ keywords, filters: { species: 'human' } }),
        (d: SiteData) => d.searchTab('serve', { keywords }),
        (d: SiteData) => d.searchTab('content', { keywords, page: 1 }),
        (d: SiteData) => d.searchTags(keywords),
      ]),
    );
    // Paged and narrowed searches are not new searches.
    expect(await searches()).toBe(before);
  });

  it('rejects missing things with E0404 and bad input with E0400, the fields named in the page language', async () => {
    const answers = await same([
      (d) => d.product('NOPE-0000'),
      (d) => d.productSeo('NOPE-0000'),
      (d) => d.product('bad!number'),
      (d) => d.productSeo('a/b'),
      (d) => d.product(''),
      (d) => d.tree(0),
      (d) => d.tree(-3),
      (d) => d.products({ page: 0 }),
      (d) => d.products({ categoryId: 1.5, size: 500 }),
      (d) => d.popularProducts(50),
      (d) => d.search({ keywords: '' }),
      (d) => d.search({ keywords: 'x'.repeat(101) }),
      (d) => d.search({ keywords: 'IL-2', filters: { species: '<script>' } }),
      (d) => d.searchCounts({ keywords: '   ' }),
      (d) => d.searchTab('serve', { keywords: 'IL-2', page: 100_001 }),
      (d) => d.searchTags('\u0000'),
      (d) => d.articles({ kind: 'bogus' as never }),
    ]);
    const codes = answers.map((a) => (a as { error?: { code: string } }).error?.code);
    expect(codes.every((c) => c === 'E0404' || c === 'E0400'), JSON.stringify(codes)).toBe(true);
    expect(codes.filter((c) => c === 'E0404').length).toBe(4 * 3); // 3 calls x 2 languages x 2 regions
    const bad = answers.find((a) => (a as { error?: { code: string } }).error?.code === 'E0400') as { error: { fields: { field: string }[]; message: string } };
    expect(bad.error.fields.length).toBeGreaterThan(0);
    expect(bad.error.message).toContain(bad.error.fields[0]!.field);
  });
});
