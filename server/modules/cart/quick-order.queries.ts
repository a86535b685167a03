import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import { sizeKey, type QuickLine, type QuickMatch, type QuickMiss } from '../../../src/contracts/quick-order.ts';
import type { Db } from '../../db/client.ts';
import { products, productSizes } from '../../db/schema/index.ts';
import type { Region } from '../../geo/region.ts';
import { indexOf } from '../search/search-index.ts';
import { sizesByProduct } from '../catalogue/product-price.ts';
import { productNameColumns, productShown } from '../catalogue/product.queries.ts';

/** Edit distance, given up past `max` (suggestions are only the close ones). */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]!);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/** Up to three catalog numbers within two edits of `wanted` (a typo, a missing dash), closest first. */
function closeCatalogNumbers(all: readonly string[], wanted: string): string[] {
  const key = wanted.toLowerCase();
  return all
    .map((c) => ({ c, d: distance(key, c, 2) }))
    .filter((x) => x.d <= 2)
    .sort((a, b) => a.d - b.d || (a.c < b.c ? -1 : 1))
    .slice(0, 3)
    .map((x) => x.c.toUpperCase());
}

/** Each line matched to a product size at the visitor's prices, or said why not, with suggestions. */
export async function matchQuickLines(db: Db, lang: Lang, region: Region, lines: readonly QuickLine[]): Promise<{ matched: QuickMatch[]; unmatched: QuickMiss[] }> {
  const wanted = [...new Set(lines.map((l) => l.catalogNumber.toLowerCase()))];
  const found = await db
    .select(productNameColumns)
    .from(products)
    .where(and(inArray(sql`lower(${products.catalogNumber})`, wanted), productShown));
  const byCatalog = new Map(found.map((p) => [p.catalogNumber.toLowerCase(), p]));
  const sizeRows = found.length
    ? await db.select({ id: productSizes.id, productId: productSizes.productId, size: productSizes.size, priceCny: productSizes.priceCny }).from(productSizes).where(inArray(productSizes.productId, found.map((p) => p.id))).orderBy(asc(productSizes.sort), asc(productSizes.id))
    : [];
  const sizes = sizesByProduct(sizeRows, region);
  const catalogue = lines.some((l) => !byCatalog.has(l.catalogNumber.toLowerCase())) ? (await indexOf(db)).entries.map((e) => e.catalog) : [];

  const matched: QuickMatch[] = [];
  const unmatched: QuickMiss[] = [];
  for (const l of lines) {
    const product = byCatalog.get(l.catalogNumber.toLowerCase());
    if (!product) {
      unmatched.push({ line: l.line, catalogNumber: l.catalogNumber, size: l.size, reason: 'catalog', suggestions: closeCatalogNumbers(catalogue, l.catalogNumber) });
      continue;
    }
    const options = sizes.get(product.id) ?? [];
    const size = l.size ? options.find((s) => sizeKey(s.size) === sizeKey(l.size)) : options.length === 1 ? options[0] : undefined;
    if (!size) {
      unmatched.push({ line: l.line, catalogNumber: product.catalogNumber, size: l.size, reason: 'size', suggestions: options.map((s) => s.size) });
      continue;
    }
    matched.push({ line: l.line, catalogNumber: product.catalogNumber, productName: lang === 'zh' ? product.nameZh : product.nameEn, sizeId: size.id, size: size.size, quantity: l.quantity, price: size.price });
  }
  return { matched, unmatched };
}
