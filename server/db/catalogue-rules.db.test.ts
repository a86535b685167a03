import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { documents, products } from './schema/index.ts';
import { describeEachDatabase } from '../test/databases.ts';

// The database holds the contracts' catalog number and lot rules too (0022_catalog_number_rule.sql,
// 0023_lot_number_rule.sql), so no code path that writes a product or a certificate (import, editor, a script) can
// store a number the pages would not serve.
/** The error of a refused statement (Drizzle wraps the driver's error as its cause). */
const failure = (e: unknown) => e as { code?: string; cause?: { code?: string } };

describeEachDatabase('the catalog number and lot check constraints', (database) => {
  const db = () => database().db;

  it('refuses a product whose catalog number breaks the rule, and keeps one that follows it', async () => {
    const [first] = await db().select({ id: products.id, catalogNumber: products.catalogNumber }).from(products).limit(1);
    for (const bad of ['AB_12', 'A.B', '-AB']) {
      const err = await db()
        .update(products)
        .set({ catalogNumber: bad })
        .where(eq(products.id, first!.id))
        .then(() => undefined, failure);
      expect(err?.cause?.code ?? err?.code, bad).toBe('23514');
    }
    await db().update(products).set({ catalogNumber: 'AB-12' }).where(eq(products.id, first!.id));
    const [after] = await db().select({ n: sql<string>`${products.catalogNumber}` }).from(products).where(eq(products.id, first!.id));
    expect(after!.n).toBe('AB-12');
  });

  it('refuses a certificate whose lot breaks the rule, and keeps documents without a lot', async () => {
    const [coa] = await db().select({ id: documents.id }).from(documents).where(sql`${documents.lot} is not null`).limit(1);
    expect(coa).toBeDefined();
    for (const bad of ['L_1', 'L.1', '']) {
      const err = await db().update(documents).set({ lot: bad }).where(eq(documents.id, coa!.id)).then(() => undefined, failure);
      expect(err?.cause?.code ?? err?.code, bad).toBe('23514');
    }
    await db().update(documents).set({ lot: 'L2026-002' }).where(eq(documents.id, coa!.id));
    const [none] = await db().select({ n: sql<number>`count(*)::int` }).from(documents).where(sql`${documents.lot} is null`);
    expect(none!.n).toBeGreaterThan(0);
  });
});
