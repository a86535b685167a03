import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';

/**
 * UNSPSC segment 12000000 ("Chemicals including Bio Chemicals and Gas Materials", unspsc.org): what a line carries
 * when neither its product's category nor any category above it has a commodity code of its own.
 */
export const UNSPSC_SEGMENT = '12000000';

/**
 * The UNSPSC code of each product category as a PunchOut line carries it: the category's own code, else its nearest
 * parent's, else the segment. One read of the product tree per cart.
 */
export async function unspscByCategory(db: Pick<Db, 'select'>): Promise<(categoryId: number) => string> {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId, unspsc: categories.unspsc }).from(categories).where(eq(categories.kind, 'product'));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (categoryId) => {
    // The seen set stops at a cycle a hand-edited tree could hold.
    const seen = new Set<number>();
    for (let c = byId.get(categoryId); c && !seen.has(c.id); c = c.parentId === null ? undefined : byId.get(c.parentId)) {
      if (c.unspsc) return c.unspsc;
      seen.add(c.id);
    }
    return UNSPSC_SEGMENT;
  };
}
