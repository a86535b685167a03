import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { articles, services } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { invalidateSearchIndex } from './search-index.ts';
import { searchContent, searchCounts, searchServices } from './search.queries.ts';

// The services and articles tabs are counted from the search index's texts and listed in SQL (ILIKE): the two
// must agree for every kind of keyword, and the index must see a change once it is invalidated.
describeEachDatabase('search tab counts', (database) => {
  const db = () => database().db;
  const page = { page: 1, size: 1 };

  it.each([['mRNA'], ['capping enzyme'], ['CAPPING'], ['加帽'], ['蛋白 表达'], ['%'], ['_'], ['100%'], ['\\'], ['no-such-word-zz'], ['a b c d e f g h i']])(
    'counts services and articles for %j as their SQL lists find them',
    async (keyword) => {
      const counts = await searchCounts(db(), keyword, {});
      expect(counts.serve).toBe((await searchServices(db(), 'en', keyword, page)).total);
      expect(counts.content).toBe((await searchContent(db(), 'en', keyword, page)).total);
    },
  );

  it('finds some of each kind on the demo data, and sees a new article and a hidden one once invalidated', async () => {
    const before = await searchCounts(db(), 'mRNA', {});
    expect(before.serve).toBeGreaterThan(0);
    expect(before.content).toBeGreaterThan(0);
    const [added] = await db()
      .insert(articles)
      .values({ kind: 'news', titleEn: 'Zebra mRNA note', titleZh: '斑马', summaryEn: '', summaryZh: '', bodyEn: '', bodyZh: '', publishedAt: '2026-11-21' })
      .returning({ id: articles.id });
    invalidateSearchIndex(db());
    expect((await searchCounts(db(), 'zebra', {})).content).toBe(1);
    await db().update(articles).set({ visible: false }).where(eq(articles.id, added!.id));
    invalidateSearchIndex(db());
    expect((await searchCounts(db(), 'zebra', {})).content).toBe(0);
    const [svc] = await db().select({ id: services.id, titleEn: services.titleEn }).from(services).limit(1);
    await db().update(services).set({ titleEn: `${svc!.titleEn} Quokka` }).where(eq(services.id, svc!.id));
    invalidateSearchIndex(db());
    expect((await searchCounts(db(), 'quokka', {})).serve).toBe(1);
    await db().delete(articles).where(eq(articles.id, added!.id));
  });
});
