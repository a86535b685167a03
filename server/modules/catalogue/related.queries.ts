import { and, asc, eq } from 'drizzle-orm';
import type { RelatedProduct } from '../../../src/contracts/catalogue.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { products, relatedProducts } from '../../db/schema/index.ts';
import { productNameColumns, productShown } from './product.queries.ts';

/** The products staff set beside product `productId` that visitors may see, in their order, named in `lang`. */
export async function relatedProductsOf(db: Db, lang: Lang, productId: number): Promise<RelatedProduct[]> {
  const rows = await db
    .select(productNameColumns)
    .from(relatedProducts)
    .innerJoin(products, eq(products.id, relatedProducts.relatedId))
    .where(and(eq(relatedProducts.productId, productId), productShown))
    .orderBy(asc(relatedProducts.sort), asc(products.id));
  return rows.map((r) => ({ id: r.id, catalogNumber: r.catalogNumber, name: lang === 'zh' ? r.nameZh : r.nameEn }));
}

/** `GET /relaies?catalogNumber=`: the related products of a product, or null when the catalog number is unknown (or the product hidden). */
export async function relatedOfCatalogNumber(db: Db, lang: Lang, catalogNumber: string): Promise<RelatedProduct[] | null> {
  const [p] = await db.select({ id: products.id }).from(products).where(and(eq(products.catalogNumber, catalogNumber), productShown)).limit(1);
  return p ? relatedProductsOf(db, lang, p.id) : null;
}
