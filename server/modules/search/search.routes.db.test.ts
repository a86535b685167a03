import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { getData, getJson, testApp } from '../../test/app.ts';

const ZH = { 'x-lang': 'zh' };
const INTL = { 'x-forwarded-for': '8.8.8.8' };
type Result = { title: string; name: string; treeName: string; createTime: string; price: string };

describeEachDatabase('search API', (database) => {
  const app = () => testApp(database().db);
  const get = (path: string, headers: Record<string, string> = {}) => getData(app(), path, headers);

  it('puts the exact catalog number first, whatever its case', async () => {
    const page = await get('/search/product?keywords=cyt-h0201');
    expect(page.list[0].title).toBe('CYT-H0201');
    expect(page.list[0].name).toBe('Recombinant Human IL-2 Protein');
    expect(page.list[0].treeName).toBeTruthy();
    // A product's date helps no buyer: the product tab carries its buying facts instead.
    expect(page.list[0].createTime).toBe('');
    expect(page.list[0].product).toMatchObject({ picture: { width: 480, height: 480, drawn: true }, citationCount: expect.any(Number) });
  });

  it('finds Chinese substrings (白介素 finds 重组人白介素-2蛋白)', async () => {
    const page = await get(`/search/product?keywords=${encodeURIComponent('白介素')}`, ZH);
    expect(page.list.map((r: Result) => r.name)).toContain('重组人白介素-2蛋白');
  });

  it('matches English substrings case-insensitively and narrows with several words', async () => {
    const one = await get('/search/product?keywords=recombinant&size=100');
    const two = await get('/search/product?keywords=RECOMBINANT%20il-2&size=100');
    expect(one.total).toBeGreaterThan(two.total);
    expect(two.total).toBeGreaterThan(0);
    for (const r of two.list as Result[]) expect(`${r.title} ${r.name}`.toLowerCase()).toContain('il-2');
  });

  it('answers Inquiry instead of prices outside China', async () => {
    const page = await get('/search/product?keywords=CYT-H0201', INTL);
    expect(page.list[0].price).toBe('inquiry');
  });

  it('counts every tab and narrows products with combinable filters', async () => {
    const tags = await get('/search/tags?keywords=recombinant');
    expect(tags.species.length).toBeGreaterThan(0);
    expect(tags.category.length).toBeGreaterThan(0);
    const all = await get('/search/count?keywords=recombinant');
    const species = tags.species[0].value as string;
    const filtered = await get(`/search/count?keywords=recombinant&species=${encodeURIComponent(species)}`);
    expect(filtered.product).toBe(tags.species[0].count);
    expect(filtered.product).toBeLessThanOrEqual(all.product);
    const page = await get(`/search/product?keywords=recombinant&species=${encodeURIComponent(species)}&categoryId=${tags.category[0].value}`);
    expect(page.total).toBeLessThanOrEqual(filtered.product);
  });

  it('searches services and content', async () => {
    const svc = await get('/search/serve?keywords=mRNA');
    expect(svc.total).toBeGreaterThanOrEqual(0);
    const combined = await get('/search?keywords=mRNA');
    expect(combined.counts.serve).toBe(svc.total);
    const content = await get('/search/content?keywords=mRNA');
    expect(combined.counts.content).toBe(content.total);
  });

  it('says which field is wrong (400)', async () => {
    const missing = await getJson(app(), '/search/product');
    expect(missing.status).toBe(400);
    expect(missing.body.data.fields[0].field).toBe('keywords');
    const badCat = await getJson(app(), '/search/product?keywords=il&categoryId=x');
    expect(badCat.body.data.fields[0].field).toBe('categoryId');
    const shortOrg = await getJson(app(), '/search/org/name?keyWord=a');
    expect(shortOrg.status).toBe(400);
    expect(shortOrg.body.data.fields[0].field).toBe('keyWord');
    const bigRank = await getJson(app(), '/search/rank?number=99');
    expect(bigRank.body.data.fields[0].field).toBe('number');
  });

  it('answers the hot words topped up from the hot_search dictionary, per language', async () => {
    // Searched words show only once staff approve them (search.admin.db.test.ts); the dictionary fills the rest.
    for (let i = 0; i < 3; i++) await get('/search?keywords=Recombinant', { 'x-forwarded-for': `192.0.2.${i + 1}` });
    const en = await get('/search/rank?number=5');
    expect(en).toHaveLength(5);
    expect(en).not.toContain('Recombinant');
    const zh = await get('/search/rank?number=5', ZH);
    expect(zh).toHaveLength(5);
  });

  it('finds distributor company names from 2 characters', async () => {
    const names = await get('/search/org/name?keyWord=co');
    expect(Array.isArray(names)).toBe(true);
  });
});

describeEachDatabase('search index finds at least what SQL ILIKE finds', (database) => {
  it.each(['il-2', 'Recombinant IL', '白介素', 'CYT-H0201', 'mouse protein', 'zzz-none', '50%_'])('"%s"', async (keyword) => {
    const { searchProducts, searchProductsSql } = await import('./search.queries.ts');
    const db = database().db;
    for (const filter of [{}, { species: 'human' }, { categoryId: 11 }]) {
      const page = { page: 1, size: 100 };
      const sqlResult = await searchProductsSql(db, keyword, filter, page);
      const ours = await searchProducts(db, 'en', 'cn', keyword, filter, page);
      // Every product ILIKE finds (the index orders them differently, and finds more: synonyms, search keys and
      // named categories, product-match.ts).
      expect(ours.total).toBeGreaterThanOrEqual(sqlResult.total);
      expect(ours.list.map((r) => r.id)).toEqual(expect.arrayContaining(sqlResult.ids));
    }
  });
});
