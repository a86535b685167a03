import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { RelatedChoice } from '../../../src/contracts/admin/products.ts';
import type { Db } from '../../db/client.ts';
import { products, relatedProducts } from '../../db/schema/index.ts';

/** The products a product lists as related, in the storefront's order. */
export const relatedForEdit = (db: Db, productId: number): Promise<RelatedChoice[]> =>
  db
    .select({ catalogNumber: products.catalogNumber, nameEn: products.nameEn, nameZh: products.nameZh })
    .from(relatedProducts)
    .innerJoin(products, eq(products.id, relatedProducts.relatedId))
    .where(eq(relatedProducts.productId, productId))
    .orderBy(asc(relatedProducts.sort), asc(products.id));

/** Why a related product of an edit cannot be saved: its position and the message key. */
export interface RelatedProblem {
  index: number;
  key: 'admin:products.v.relatedUnknown' | 'admin:products.v.relatedSelf';
}

/**
 * Replaces the related products of product `productId` by `list` (catalog numbers, matched without regard to
 * case, in the order given). Answers the first entry that is no product or the product itself, writing nothing then.
 */
export async function saveRelated(tx: Db, productId: number, list: readonly { catalogNumber: string }[]): Promise<RelatedProblem | null> {
  const wanted = list.map((r) => r.catalogNumber.toUpperCase());
  const found = wanted.length
    ? await tx
        .select({ id: products.id, key: sql<string>`upper(${products.catalogNumber})` })
        .from(products)
        .where(inArray(sql`upper(${products.catalogNumber})`, wanted))
    : [];
  const idOf = new Map(found.map((r) => [r.key, r.id]));
  for (const [index, key] of wanted.entries()) {
    const id = idOf.get(key);
    if (id === undefined) return { index, key: 'admin:products.v.relatedUnknown' };
    if (id === productId) return { index, key: 'admin:products.v.relatedSelf' };
  }
  await tx.delete(relatedProducts).where(eq(relatedProducts.productId, productId));
  if (wanted.length) await tx.insert(relatedProducts).values(wanted.map((key, i) => ({ productId, relatedId: idOf.get(key)!, sort: (i + 1) * 10 })));
  return null;
}
