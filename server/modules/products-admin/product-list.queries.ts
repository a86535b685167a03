import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ProductList, ProductListQuery } from '../../../src/contracts/admin/products.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { countedPage } from '../../db/paged.ts';
import { categories, productImages, products, productSizes } from '../../db/schema/index.ts';
import { likePattern } from '../../http/query-params.ts';
import { productCategories } from './product-edit.queries.ts';

/**
 * A language is missing from a product when its name is blank, or its description is blank while the
 * other language has one (a product with no description in either language is not "untranslated").
 */
const missingEn = sql<boolean>`(btrim(${products.nameEn}) = '' or (btrim(${products.descriptionEn}) = '' and btrim(${products.descriptionZh}) <> ''))`;
const missingZh = sql<boolean>`(btrim(${products.nameZh}) = '' or (btrim(${products.descriptionZh}) = '' and btrim(${products.descriptionEn}) <> ''))`;

/** Uploaded photographs of the outer row's product. */
const photoCount = sql<number>`(select count(*) from ${productImages} i where i.product_id = ${products.id})`;

/** One page of products as the staff list shows them, by catalog number, with the untranslated counts. */
export async function productList(db: Db, q: ProductListQuery): Promise<ProductList> {
  const filters: (SQL | undefined)[] = [
    q.q ? or(ilike(products.catalogNumber, likePattern(q.q)), ilike(products.nameEn, likePattern(q.q)), ilike(products.nameZh, likePattern(q.q))) : undefined,
    q.categoryId ? eq(products.categoryId, q.categoryId) : undefined,
    q.untranslated === '1' ? or(missingEn, missingZh) : undefined,
    q.hidden ? eq(products.visible, q.hidden === '0') : undefined,
    q.noPhoto === '1' ? sql`${photoCount} = 0` : q.noPhoto === '0' ? sql`${photoCount} > 0` : undefined,
  ];
  const where = and(...filters);
  const sizes = db.select({ productId: productSizes.productId, n: count().as('n') }).from(productSizes).groupBy(productSizes.productId).as('size_counts');
  const [{ rows, total }, untranslated, choices] = await Promise.all([
    countedPage(db, products, where, q, (limit, offset) =>
      db
        .select({
          catalogNumber: products.catalogNumber,
          nameEn: products.nameEn,
          nameZh: products.nameZh,
          categoryId: categories.id,
          categoryEn: categories.nameEn,
          categoryZh: categories.nameZh,
          sizes: sql<number>`coalesce(${sizes.n}, 0)`.mapWith(Number),
          isNew: products.isNew,
          isHot: products.isHot,
          visible: products.visible,
          missingEn: sql<boolean>`${missingEn}`,
          missingZh: sql<boolean>`${missingZh}`,
          photos: photoCount.mapWith(Number),
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(sizes, eq(sizes.productId, products.id))
        .where(where)
        .orderBy(asc(products.catalogNumber))
        .limit(limit)
        .offset(offset),
    ),
    db
      .select({
        en: sql<number>`count(*) filter (where ${missingEn})`.mapWith(Number),
        zh: sql<number>`count(*) filter (where ${missingZh})`.mapWith(Number),
        noPhoto: sql<number>`count(*) filter (where ${photoCount} = 0)`.mapWith(Number),
      })
      .from(products),
    productCategories(db),
  ]);
  return {
    list: rows.map((r) => ({
      catalogNumber: r.catalogNumber,
      nameEn: r.nameEn,
      nameZh: r.nameZh,
      category: { id: r.categoryId, nameEn: r.categoryEn, nameZh: r.categoryZh },
      sizes: r.sizes,
      isNew: r.isNew,
      isHot: r.isHot,
      visible: r.visible,
      missing: [r.missingEn && 'en', r.missingZh && 'zh'].filter((l): l is Lang => typeof l === 'string'),
      photos: r.photos,
    })),
    total,
    page: q.page,
    size: q.size,
    untranslated: { en: untranslated[0]?.en ?? 0, zh: untranslated[0]?.zh ?? 0 },
    withoutPhoto: untranslated[0]?.noPhoto ?? 0,
    categories: choices,
  };
}
