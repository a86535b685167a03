import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { products } from './schema/index.ts';
import { describeEachDatabase } from '../test/databases.ts';

// The database holds the contracts' catalog number rule too (0022_catalog_number_rule.sql), so no code path that
// writes a product (import, editor, a script) can store a number the product page would not serve.
describeEachDatabase('the catalog number check constraint', (database) => {
  const db = () => database().db;

  it('refuses a product whose catalog number breaks the rule, and keeps one that follows it', async () => {
    const [first] = await db().select({ id: products.id, catalogNumber: products.catalogNumber }).from(products).limit(1);
    for (const bad of ['AB_12', 'A.B', '-AB']) {
      const err = await db()
        .update(products)
        .set({ catalogNumber: bad })
        .where(eq(products.id, first!.id))
        .then(() => undefined, (e: unknown) => e as { code?: string; cause?: { code?: string } });
      expect(err?.cause?.code ?? err?.code, bad).toBe('23514');
    }
    await db().update(products).set({ catalogNumber: 'AB-12' }).where(eq(products.id, first!.id));
    const [after] = await db().select({ n: sql<string>`${products.catalogNumber}` }).from(products).where(eq(products.id, first!.id));
    expect(after!.n).toBe('AB-12');
  });
});
