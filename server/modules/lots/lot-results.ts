import { and, asc, eq, sql } from 'drizzle-orm';
import type { LotResult } from '../../../src/contracts/admin/lots.ts';
import { lotTests } from '../../../src/contracts/admin/lots.ts';
import type { Db } from '../../db/client.ts';
import { lots } from '../../db/schema/index.ts';

/**
 * The quality-control results measured on a product's lot, in the certificate's order of tests, or null when
 * none were entered. A lot filled into several sizes is one manufacturing lot: the first size released with
 * results speaks for it.
 */
export async function lotResults(db: Db, productId: number, lot: string): Promise<LotResult[] | null> {
  const [row] = await db
    .select({ results: lots.results })
    .from(lots)
    .where(and(eq(lots.productId, productId), eq(lots.lotNumber, lot.toUpperCase()), sql`jsonb_array_length(${lots.results}) > 0`))
    .orderBy(asc(lots.releasedAt), asc(lots.id))
    .limit(1);
  if (!row) return null;
  return [...row.results].sort((a, b) => lotTests.indexOf(a.test) - lotTests.indexOf(b.test));
}
