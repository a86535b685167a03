import { afterEach, expect, it, vi } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { matchProducts } from './product-match.ts';
import { INDEX_TTL_MS, invalidateSearchIndex } from './search-index.ts';

const find = (db: Parameters<typeof matchProducts>[0], catalog: string) => matchProducts(db, catalog, {}).then((m) => m.length);

describeEachDatabase('search index', (database) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers from a stale index at once and swaps in the rebuilt one in the background', async () => {
    const { db } = database();
    vi.useFakeTimers({ toFake: ['Date'] });
    invalidateSearchIndex(db);
    expect(await find(db, 'CYT-H0201')).toBe(1);
    const [first] = await db.select({ categoryId: products.categoryId }).from(products).limit(1);
    const categoryId = first!.categoryId;
    await db.insert(products).values({ catalogNumber: 'IDX-STALE1', nameEn: 'Index test protein', nameZh: '索引测试蛋白', categoryId });
    // Still fresh: the new product is not in the index yet.
    expect(await find(db, 'IDX-STALE1')).toBe(0);
    vi.setSystemTime(Date.now() + INDEX_TTL_MS + 1);
    // Stale: this search is answered from the old index, and starts the rebuild.
    expect(await find(db, 'IDX-STALE1')).toBe(0);
    await expect.poll(() => find(db, 'IDX-STALE1')).toBe(1);
  });

  it('sees a change at once after invalidation, and a rebuild started before it does not bring old data back', async () => {
    const { db } = database();
    vi.useFakeTimers({ toFake: ['Date'] });
    invalidateSearchIndex(db);
    await find(db, 'CYT-H0201');
    vi.setSystemTime(Date.now() + INDEX_TTL_MS + 1);
    await find(db, 'CYT-H0201'); // starts a background rebuild
    const [first] = await db.select({ categoryId: products.categoryId }).from(products).limit(1);
    const categoryId = first!.categoryId;
    await db.insert(products).values({ catalogNumber: 'IDX-FRESH1', nameEn: 'Index test protein 2', nameZh: '索引测试蛋白2', categoryId });
    invalidateSearchIndex(db);
    expect(await find(db, 'IDX-FRESH1')).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(await find(db, 'IDX-FRESH1')).toBe(1);
  });
});
