import { count, inArray } from 'drizzle-orm';
import type { CitationItem } from '../../../src/contracts/catalogue.ts';
import type { Db } from '../../db/client.ts';

export type { CitationItem };
import { citations } from '../../db/schema/index.ts';

/** The columns a citation answer needs. */
export const citationFields = {
  id: citations.id,
  title: citations.title,
  journal: citations.journal,
  impactFactor: citations.impactFactor,
  year: citations.year,
  doi: citations.doi,
  authors: citations.authors,
  productId: citations.productId,
};

type CitationSelect = Omit<CitationItem, 'impactFactor'> & { impactFactor: string };

/** Numeric columns arrive as strings from both drivers: the answer carries numbers. */
export function toCitation(r: CitationSelect): CitationItem {
  return { ...r, impactFactor: Number(r.impactFactor) };
}

/** How many citations each of `productIds` has (products without any are absent from the map). */
export async function citationCounts(db: Db, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: citations.productId, n: count() })
    .from(citations)
    .where(inArray(citations.productId, [...productIds]))
    .groupBy(citations.productId);
  return new Map(rows.map((r) => [r.productId!, r.n]));
}
