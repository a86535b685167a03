import { and, eq, inArray, or } from 'drizzle-orm';
import { formatCny } from '../../../src/contracts/price.ts';
import type { PriceList } from '../../../src/contracts/organisation.ts';
import type { Db } from '../../db/client.ts';
import { procurementConnections, products, productSizes } from '../../db/schema/index.ts';
import { productShown } from '../catalogue/product.queries.ts';
import type { PlacedLine } from '../orders/place-order.ts';
import { refuse, type Refusal } from './cxml-write.ts';
import { centsOf, money } from './order-message.ts';
import type { OrderRequest } from './order-request.ts';
import { transferPrice } from './punchout-transfer.ts';

type Connection = Pick<typeof procurementConnections.$inferSelect, 'currency' | 'lang'>;

/** An OrderRequest's lines priced as the shop would transfer them, with their total; or the refusal naming the first bad line. */
export type PricedOrder = { lines: PlacedLine[]; totalCents: number };

const bad = (detail: string) => refuse(400, 'Bad Request', detail);

/**
 * Checks each `ItemOut` against the catalogue and turns it into an order line. The part is the size whose id the
 * `SupplierPartAuxiliaryID` names (as the transfer wrote it), or, when a buyer's system dropped that, the size
 * `SupplierPartID` names (`CYT-H0201/10 µg`); it must be a visible product's. The unit price must be the one the
 * transfer carries for that size in the connection's currency and the buyer's price list (`list`), to the cent: an order at another price is not
 * the cart the shop sent, so it is refused (400 naming the line) rather than silently repriced. The header's Total
 * must be the lines' exact sum.
 */
export async function priceOrderLines(tx: Db, connection: Connection, r: OrderRequest, list: PriceList | null): Promise<PricedOrder | Refusal> {
  // 0: no SupplierPartAuxiliaryID (find the part by SupplierPartID); -1: one that names no size (unknown part).
  const ids = r.items.map((i) => (i.auxiliaryId === '' ? 0 : /^\d{1,9}$/.test(i.auxiliaryId) ? Number(i.auxiliaryId) : -1));
  const catalogNumbers = r.items.filter((_, n) => ids[n] === 0).map((i) => i.supplierPartId.split('/')[0]!);
  const found = await tx
    .select({ id: productSizes.id, size: productSizes.size, priceCny: productSizes.priceCny, productId: products.id, catalogNumber: products.catalogNumber, nameEn: products.nameEn, nameZh: products.nameZh })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(and(productShown, or(inArray(productSizes.id, [0, ...ids.filter((n) => n > 0)]), inArray(products.catalogNumber, ['', ...catalogNumbers]))));
  const lines: PlacedLine[] = [];
  let totalCents = 0;
  for (const [n, item] of r.items.entries()) {
    const where = `ItemOut ${item.line} (${item.supplierPartId || item.auxiliaryId || 'no part'})`;
    const size = ids[n] !== 0 ? found.find((f) => f.id === ids[n]) : found.find((f) => `${f.catalogNumber}/${f.size}` === item.supplierPartId);
    if (!size) return bad(`${where}: unknown part`);
    if (item.currency !== connection.currency) return bad(`${where}: the currency ${item.currency || '(none)'} is not ${connection.currency}`);
    const shopPrice = transferPrice(connection.currency, size.priceCny, size.id, list);
    if (shopPrice === null) return bad(`${where}: priced on inquiry, it cannot be ordered at a price`);
    const unitCents = centsOf(item.unitPrice);
    if (unitCents === null) return bad(`${where}: the unit price ${item.unitPrice || '(none)'} is not an amount`);
    if (unitCents !== centsOf(shopPrice)) return bad(`${where}: the unit price ${item.unitPrice} differs from the shop's ${shopPrice}`);
    totalCents += unitCents * item.quantity;
    lines.push({
      productId: size.productId,
      sizeId: size.id,
      catalogNumber: size.catalogNumber,
      productName: connection.lang === 'zh' ? size.nameZh : size.nameEn,
      size: size.size,
      count: item.quantity,
      price: formatCny(shopPrice),
      subtotal: formatCny(money(unitCents * item.quantity)),
    });
  }
  const totalWritten = centsOf(r.total.amount);
  if (r.total.currency !== connection.currency || totalWritten !== totalCents) return bad(`Total: ${r.total.amount || '(none)'} ${r.total.currency} is not the lines' sum ${money(totalCents)} ${connection.currency}`);
  return { lines, totalCents };
}
