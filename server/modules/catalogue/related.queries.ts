import { and, asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RelatedProduct } from '../../../src/contracts/catalogue.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { localized } from '../../db/localize.ts';
import { products, relatedProducts } from '../../db/schema/index.ts';
import { productShown, productShownIn } from './product.queries.ts';

/** The product set beside another, under a name of its own: in readProduct's subquery `products` is the page's product. */
const related = alias(products, 'related');

/**
 * The one rule of a product's related products: those staff set beside product `productId` that visitors may
 * see, in staff's order. `GET /relaies` runs it; the product page reads it as a subquery of its one query
 * (readProduct), where `productId` is the outer row's column and `sort` orders the JSON list.
 */
export function relatedRows(db: Db, productId: number | SQL) {
  return db
    .select({ id: related.id, catalogNumber: related.catalogNumber, nameEn: related.nameEn, nameZh: related.nameZh, sort: relatedProducts.sort })
    .from(relatedProducts)
    .innerJoin(related, eq(related.id, relatedProducts.relatedId))
    .where(and(eq(relatedProducts.productId, productId), productShownIn(related)))
    .orderBy(asc(relatedProducts.sort), asc(related.id));
}

/** A related product as the storefront shows it, named in `lang`. */
export const relatedProduct = (r: { id: number; catalogNumber: string; nameEn: string; nameZh: string }, lang: Lang): RelatedProduct => ({
  id: r.id,
  catalogNumber: r.catalogNumber,
  name: localized(r, 'name', lang),
});

/** `GET /relaies?catalogNumber=`: the related products of a product, or null when the catalog number is unknown (or the product hidden). */
export async function relatedOfCatalogNumber(db: Db, lang: Lang, catalogNumber: string): Promise<RelatedProduct[] | null> {
  const [p] = await db.select({ id: products.id }).from(products).where(and(eq(products.catalogNumber, catalogNumber), productShown)).limit(1);
  return p ? (await relatedRows(db, p.id)).map((r) => relatedProduct(r, lang)) : null;
}
