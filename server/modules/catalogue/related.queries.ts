import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RelatedProduct } from '../../../src/contracts/catalogue.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { localized } from '../../db/localize.ts';
import { products, relatedProducts } from '../../db/schema/index.ts';
import { productShown, productShownIn } from './product.queries.ts';
import { productPicture, type MainPhoto } from '../product-pictures/picture-ref.ts';

/** The product set beside another, under a name of its own: in readProduct's subquery `products` is the page's product. */
const related = alias(products, 'related');
/** Its id, qualified: Drizzle writes a column in a select's subquery without its table, where `s.id` or `i.id` would shadow it. */
const RELATED_ID = sql.raw('"related"."id"');

/**
 * The one rule of a product's related products: those staff set beside product `productId` that visitors may
 * see, in staff's order. `GET /relaies` runs it; the product page reads it as a subquery of its one query
 * (readProduct), where `productId` is the outer row's column and `sort` orders the JSON list.
 */
export function relatedRows(db: Db, productId: number | SQL) {
  return db
    .select({
      id: related.id,
      catalogNumber: related.catalogNumber,
      nameEn: related.nameEn,
      nameZh: related.nameZh,
      sort: relatedProducts.sort,
      // What its picture needs: the sizes its drawn label names, and its main photograph.
      sizes: sql<unknown>`(select coalesce(json_agg(s.size order by s.sort, s.id), '[]'::json) from product_sizes s where s.product_id = ${RELATED_ID})`.as('sizes'),
      photo: sql<unknown>`(select json_build_object('sha256', i.sha256, 'webpSha256', i.webp_sha256, 'contentType', i.content_type, 'width', i.width, 'height', i.height)
        from product_images i where i.product_id = ${RELATED_ID} order by i.sort, i.id limit 1)`.as('photo'),
    })
    .from(relatedProducts)
    .innerJoin(related, eq(related.id, relatedProducts.relatedId))
    .where(and(eq(relatedProducts.productId, productId), productShownIn(related)))
    .orderBy(asc(relatedProducts.sort), asc(related.id));
}

/** A related product as relatedRows reads it (its `sizes` and `photo` JSON, parsed or not by the driver). */
export type RelatedRead = {
  id: number;
  catalogNumber: string;
  nameEn: string;
  nameZh: string;
  sizes: unknown;
  photo: unknown;
};

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** A related product as the storefront shows it, named in `lang`, with its picture. */
export const relatedProduct = (r: RelatedRead, lang: Lang): RelatedProduct => ({
  id: r.id,
  catalogNumber: r.catalogNumber,
  name: localized(r, 'name', lang),
  picture: productPicture({ catalogNumber: r.catalogNumber, nameEn: r.nameEn, nameZh: r.nameZh, sizes: json<string[] | null>(r.sizes) ?? [] }, json<MainPhoto | null>(r.photo)),
});

/** `GET /relaies?catalogNumber=`: the related products of a product, or null when the catalog number is unknown (or the product hidden). */
export async function relatedOfCatalogNumber(db: Db, lang: Lang, catalogNumber: string): Promise<RelatedProduct[] | null> {
  const [p] = await db.select({ id: products.id }).from(products).where(and(eq(products.catalogNumber, catalogNumber), productShown)).limit(1);
  return p ? (await relatedRows(db, p.id)).map((r) => relatedProduct(r, lang)) : null;
}
