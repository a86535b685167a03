import type { SizePrice } from '../../../src/contracts/catalogue.ts';
import { formatCny, INQUIRY, type PriceText } from '../../../src/contracts/price.ts';
import type { Region } from '../../geo/region.ts';

/**
 * The price text of a size for a visitor. Visitors outside China see every price as
 * inquiry, decided here on the server so the number never reaches their browser.
 */
export function priceText(priceCny: string | null, region: Region): PriceText {
  if (region === 'intl' || priceCny === null) return INQUIRY;
  return formatCny(priceCny);
}

export interface SizeRow {
  id: number;
  productId: number;
  size: string;
  priceCny: string | null;
}

/** Groups size rows (already in display order) by product, with prices for the visitor's region. */
export function sizesByProduct(rows: readonly SizeRow[], region: Region): Map<number, SizePrice[]> {
  const out = new Map<number, SizePrice[]>();
  for (const r of rows) {
    const list = out.get(r.productId) ?? [];
    list.push({ id: r.id, size: r.size, price: priceText(r.priceCny, region) });
    out.set(r.productId, list);
  }
  return out;
}
