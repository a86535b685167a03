import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import { formatCny, INQUIRY } from '../../../src/contracts/price.ts';
import type { PriceRange, ProductSort } from '../../../src/contracts/product-list.ts';
import type { StockState } from '../../../src/contracts/product-specification.ts';
import { products } from '../../db/schema/index.ts';
import type { Region } from '../../geo/region.ts';

/** The lowest and highest price among `pricesCny` (null: on inquiry); inquiry for a visitor outside China or when none is priced. */
export function priceRange(pricesCny: readonly (string | null)[], region: Region): PriceRange {
  const priced = pricesCny.filter((p): p is string => p !== null).map(Number);
  if (region === 'intl' || priced.length === 0) return { from: INQUIRY, to: INQUIRY };
  return { from: formatCny(Math.min(...priced)), to: formatCny(Math.max(...priced)) };
}

const STOCK_RANK: Record<StockState, number> = { in_stock: 0, lead_time: 1, made_to_order: 2 };

/** The best availability among a product's sizes: one size in stock makes the product in stock. */
export function bestStock(states: readonly (StockState | null)[]): StockState | null {
  return states.reduce<StockState | null>((best, s) => (s !== null && (best === null || STOCK_RANK[s] < STOCK_RANK[best]) ? s : best), null);
}

/** Byte order ("C"): the same on every server, whatever its default collation. */
const catalogueOrder = [sql`${products.catalogNumber} collate "C"`, asc(products.id)];

/** The lowest price of a product's sizes (null when none is priced). */
const lowestPrice = sql`(select min(s.price_cny) from product_sizes s where s.product_id = "products"."id")`;

/**
 * The SQL order of a product list. By price: the lowest priced size first, unpriced products last; a visitor
 * outside China sees no price, so for them "price" sorts by name (the order must not tell what the page hides).
 * Relevance is the search's own order: catalogue order here.
 */
export function productOrder(sort: ProductSort, lang: Lang, region: Region): SQL[] {
  const name = lang === 'zh' ? products.nameZh : products.nameEn;
  const byName = [sql`${name} collate "C"`, ...catalogueOrder];
  switch (sort) {
    case 'name':
      return byName;
    case 'price':
      return region === 'intl' ? byName : [sql`${lowestPrice} asc nulls last`, ...catalogueOrder];
    case 'newest':
      return [desc(products.createdAt), ...catalogueOrder];
    default:
      return catalogueOrder;
  }
}
