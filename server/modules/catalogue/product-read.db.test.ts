import { asc, count, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { citations, products, productSizes } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { toCitation } from './product-citations.ts';
import { DETAIL_CITATION_LIMIT, readProduct } from './product-detail.queries.ts';

// readProduct answers its row and lists as one JSON value: each value must come out as Drizzle reads the
// column on its own (dates as Date, numbers as numbers, nulls as null), and the citation list and total as a
// query of their own gives them.
describeEachDatabase('readProduct', (database) => {
  const db = () => database().db;

  it('gives every product row as Drizzle selects it', async () => {
    const rows = await db().select().from(products).orderBy(asc(products.id));
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows.filter((r) => r.visible)) expect((await readProduct(db(), row.catalogNumber))!.p, row.catalogNumber).toEqual(row);
    const hidden = rows.find((r) => !r.visible);
    if (hidden) expect(await readProduct(db(), hidden.catalogNumber)).toBeNull();
    expect(await readProduct(db(), 'NO-SUCH-0000')).toBeNull();
  });

  it('gives the latest citations and their total, and the sizes in order', async () => {
    const [most] = await db()
      .select({ productId: citations.productId, n: count() })
      .from(citations)
      .where(isNotNull(citations.productId))
      .groupBy(citations.productId)
      .having(gt(count(), DETAIL_CITATION_LIMIT))
      .orderBy(desc(count()))
      .limit(1);
    expect(most, 'a demo product with more citations than the page shows').toBeDefined();
    const [p] = await db().select().from(products).where(eq(products.id, most!.productId!));
    const read = (await readProduct(db(), p!.catalogNumber))!;
    const latest = await db().select().from(citations).where(eq(citations.productId, p!.id)).orderBy(desc(citations.year), desc(citations.id)).limit(DETAIL_CITATION_LIMIT);
    expect(read.citations).toEqual({ list: latest.map(({ productId, title, journal, impactFactor, year, doi, authors, id }) => toCitation({ id, title, journal, impactFactor: impactFactor!, year, doi, authors, productId })), total: most!.n });
    const sizes = await db().select().from(productSizes).where(eq(productSizes.productId, p!.id)).orderBy(asc(productSizes.sort), asc(productSizes.id));
    expect(read.sizes.map((s) => [s.id, s.size, s.priceCny])).toEqual(sizes.map((s) => [s.id, s.size, s.priceCny]));
  });
});
