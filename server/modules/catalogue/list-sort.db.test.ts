import { eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ProductRow } from '../../../src/contracts/catalogue.ts';
import { INQUIRY, parsePrice } from '../../../src/contracts/price.ts';
import type { SearchResult } from '../../../src/contracts/search.ts';
import { products, productSizes } from '../../db/schema/index.ts';
import { getData } from '../../test/app.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { CN, INTL, productApi, ZH } from './product.test-kit.ts';

type Full = ProductRow;

describeEachDatabase('product lists: sort and price range', (database) => {
  const { app, expect400 } = productApi(database);
  const list = async (query: string, headers: Record<string, string> = CN) => (await getData(app(), `/product${query}`, headers)) as { list: Full[]; total: number };
  const lowest = (r: Full) => parsePrice(r.priceRange.from);

  it('sorts by price in SQL: lowest priced size first across pages, unpriced last; the range spans the sizes', async () => {
    const first = await list('?sort=price&size=50');
    const second = await list('?sort=price&size=50&page=2');
    const rows = [...first.list, ...second.list];
    const priced = rows.filter((r) => lowest(r) !== null).map((r) => lowest(r)!);
    expect(priced.length).toBeGreaterThan(40);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    // No unpriced product before a priced one.
    const firstUnpriced = rows.findIndex((r) => lowest(r) === null);
    if (firstUnpriced >= 0) expect(rows.slice(firstUnpriced).every((r) => lowest(r) === null)).toBe(true);
    for (const r of rows) {
      const prices = r.sizes.map((s) => parsePrice(s.price)).filter((p): p is number => p !== null);
      if (prices.length === 0) expect(r.priceRange).toEqual({ from: INQUIRY, to: INQUIRY });
      else expect([parsePrice(r.priceRange.from), parsePrice(r.priceRange.to)]).toEqual([Math.min(...prices), Math.max(...prices)]);
    }
    // A product with several prices shows a true range.
    expect(rows.some((r) => r.priceRange.from !== r.priceRange.to)).toBe(true);
  });

  it('tells a visitor outside China neither the prices nor their order: "price" sorts by name there', async () => {
    const byPrice = await list('?sort=price&size=30', INTL);
    const byName = await list('?sort=name&size=30', INTL);
    expect(byPrice.list.map((r) => r.id)).toEqual(byName.list.map((r) => r.id));
    expect(byPrice.list.every((r) => r.priceRange.from === INQUIRY && r.priceRange.to === INQUIRY)).toBe(true);
  });

  it('sorts by name in the page language, and by newest first', async () => {
    for (const headers of [CN, { ...CN, ...ZH }]) {
      const names = (await list('?sort=name&size=40', headers)).list.map((r) => r.name);
      // Byte order, as the SQL's collate "C".
      expect(names).toEqual([...names].sort((a, b) => (Buffer.from(a) < Buffer.from(b) ? -1 : Buffer.from(a) > Buffer.from(b) ? 1 : 0)));
    }
    const { db } = database();
    const [newest] = await db.select({ id: products.id }).from(products).where(eq(products.visible, true)).orderBy(sql`${products.createdAt} desc`, sql`${products.catalogNumber} collate "C"`).limit(1);
    await db.update(products).set({ createdAt: new Date('2030-01-01T00:00:00Z') }).where(eq(products.id, newest!.id));
    expect((await list('?sort=newest&size=1')).list[0]!.id).toBe(newest!.id);
  });

  it('refuses an unknown sort with 400 naming it', async () => {
    await expect400('/product?sort=cheapest', 'sort');
    await expect400('/search?keywords=IL&sort=catalogue', 'sort');
  });

  it('gives each row its best stock state and a picture with its size', async () => {
    const { db } = database();
    const row = (await list('?size=1')).list[0]!;
    await db.update(productSizes).set({ stock: 'made_to_order' }).where(eq(productSizes.productId, row.id));
    const [one] = await db.select({ id: productSizes.id }).from(productSizes).where(eq(productSizes.productId, row.id)).limit(1);
    await db.update(productSizes).set({ stock: 'in_stock' }).where(inArray(productSizes.id, [one!.id]));
    const again = (await list('?size=1')).list[0]!;
    expect(again.stock).toBe('in_stock');
    expect(again.picture).toMatchObject({ url: expect.stringMatching(/^\/api\/v1\/product-picture\//), width: 480, height: 480, drawn: true });
  });

  it('sorts the search results by price in SQL among all the matches, and keeps relevance by default', async () => {
    const search = async (q: string) => (await getData(app(), `/search?keywords=${q}&size=100`, CN)).product as { list: SearchResult[]; total: number };
    const byRelevance = await search('Recombinant');
    const byPrice = await search('Recombinant&sort=price');
    expect(byPrice.total).toBe(byRelevance.total);
    // The first page by price holds the cheapest of all the matches, not the cheapest of relevance's first page.
    const all = [...byRelevance.list];
    for (let page = 2; page <= Math.ceil(byRelevance.total / 100); page++) all.push(...(await search(`Recombinant&page=${page}`)).list);
    const cheapest = Math.min(...all.map((r) => parsePrice(r.product!.priceRange.from) ?? Infinity));
    expect(parsePrice(byPrice.list[0]!.product!.priceRange.from)).toBe(cheapest);
    const prices = byPrice.list.map((r) => parsePrice(r.product!.priceRange.from)).filter((p): p is number => p !== null);
    expect(prices.length).toBeGreaterThan(5);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice.list.every((r) => r.product!.picture.width > 0 && r.createTime === '')).toBe(true);
  });
});
