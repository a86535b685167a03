import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { LineLot, LotView, Recall, ShipLine } from '../../../src/contracts/admin/lots.ts';
import { pathOf } from '../../../src/contracts/endpoint.ts';
import { coaDownload } from '../../../src/contracts/endpoints/documents.ts';
import type { Db } from '../../db/client.ts';
import { documents, lots, orderLines, orders, productSizes, products, shipmentLines, shipments, staff, users } from '../../db/schema/index.ts';

/** Units of each lot shipped so far (a subquery: lot id → shipped). */
const shippedPerLot = (db: Db) =>
  db
    .select({ lotId: shipmentLines.lotId, shipped: sql<number>`sum(${shipmentLines.quantity})::int`.as('shipped') })
    .from(shipmentLines)
    .groupBy(shipmentLines.lotId)
    .as('shipped_per_lot');

/** A product's lots, by size then earliest expiring first, with what is shipped and left. */
export async function productLots(db: Db, productId: number): Promise<LotView[]> {
  const shipped = shippedPerLot(db);
  const rows = await db
    .select({ lot: lots, size: productSizes.size, releasedBy: staff.name, shipped: sql<number>`coalesce(${shipped.shipped}, 0)::int` })
    .from(lots)
    .innerJoin(productSizes, eq(productSizes.id, lots.sizeId))
    .leftJoin(staff, eq(staff.id, lots.releasedBy))
    .leftJoin(shipped, eq(shipped.lotId, lots.id))
    .where(eq(lots.productId, productId))
    .orderBy(asc(productSizes.sort), asc(productSizes.id), asc(lots.expiresOn), asc(lots.id));
  return rows.map(({ lot: l, size, releasedBy, shipped: s }) => ({
    id: l.id,
    sizeId: l.sizeId,
    size,
    lotNumber: l.lotNumber,
    madeOn: l.madeOn,
    expiresOn: l.expiresOn,
    quantityReleased: l.quantityReleased,
    shipped: s,
    inStock: l.quantityReleased - s,
    results: l.results,
    releasedBy,
    releasedAt: l.releasedAt.toISOString(),
  }));
}

/**
 * The lots a size may ship from: in stock and not expired on `today`, the earliest expiring first (first
 * expiring, first out), so the one offered first is the one to send.
 */
export async function lotOffers(db: Db, sizeIds: number[], today: string) {
  if (sizeIds.length === 0) return [];
  const shipped = shippedPerLot(db);
  const inStock = sql<number>`(${lots.quantityReleased} - coalesce(${shipped.shipped}, 0))::int`;
  return db
    .select({ sizeId: lots.sizeId, lotId: lots.id, lotNumber: lots.lotNumber, expiresOn: lots.expiresOn, inStock })
    .from(lots)
    .leftJoin(shipped, eq(shipped.lotId, lots.id))
    .where(and(inArray(lots.sizeId, sizeIds), gt(lots.expiresOn, today), sql`${inStock} > 0`))
    .orderBy(asc(lots.expiresOn), asc(lots.id));
}

/** Each line's shipped units per lot (order line id → lots), in the order shipped. */
async function shippedLots(db: Db, orderId: number) {
  const rows = await db
    .select({ orderLineId: shipmentLines.orderLineId, lotNumber: lots.lotNumber, productId: lots.productId, quantity: sql<number>`sum(${shipmentLines.quantity})::int` })
    .from(shipmentLines)
    .innerJoin(orderLines, eq(orderLines.id, shipmentLines.orderLineId))
    .innerJoin(lots, eq(lots.id, shipmentLines.lotId))
    .where(eq(orderLines.orderId, orderId))
    .groupBy(shipmentLines.orderLineId, lots.lotNumber, lots.productId)
    .orderBy(asc(sql`min(${shipmentLines.id})`));
  const out = new Map<number, typeof rows>();
  for (const r of rows) out.set(r.orderLineId, [...(out.get(r.orderLineId) ?? []), r]);
  return out;
}

/** The ship step's view of an order's lines: ordered, shipped per lot, and the lots offered (product lines only). */
export async function shipLinesOf(db: Db, orderId: number, today: string): Promise<ShipLine[]> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const sizeIds = lines.flatMap((l) => (l.sizeId ? [l.sizeId] : []));
  const [shipped, offers] = await Promise.all([shippedLots(db, orderId), lotOffers(db, sizeIds, today)]);
  return lines
    .filter((l) => l.sizeId !== null)
    .map((l) => ({
      orderLineId: l.id,
      catalogNumber: l.catalogNumber,
      size: l.size,
      count: l.count,
      shipped: (shipped.get(l.id) ?? []).map(({ lotNumber, quantity }) => ({ lotNumber, quantity })),
      offers: offers.filter((o) => o.sizeId === l.sizeId).map(({ sizeId: _, ...o }) => o),
    }));
}

/** Each line's lots as the customer sees them (order line id → lots), with the certificate's address when one is on file. */
export async function lineLotsOf(db: Db, orderId: number): Promise<Map<number, LineLot[]>> {
  const shipped = await shippedLots(db, orderId);
  const productIds = [...new Set([...shipped.values()].flat().map((r) => r.productId))];
  const coas =
    productIds.length === 0
      ? []
      : await db
          .select({ productId: documents.productId, lot: documents.lot, catalogNumber: products.catalogNumber })
          .from(documents)
          .innerJoin(products, eq(products.id, documents.productId))
          .where(and(inArray(documents.productId, productIds), eq(documents.kind, 'coa')));
  const coaUrl = (productId: number, lot: string) => {
    const doc = coas.find((d) => d.productId === productId && d.lot === lot);
    return doc ? `/api/v1${pathOf(coaDownload.path, { catalogNumber: doc.catalogNumber, lot })}` : null;
  };
  return new Map([...shipped].map(([lineId, rows]) => [lineId, rows.map((r) => ({ lotNumber: r.lotNumber, quantity: r.quantity, coaUrl: coaUrl(r.productId, r.lotNumber) }))]));
}

/** Recall: every order that got lot `lot` of the product (any size), newest first, with its customer and the units of that lot. */
export async function lotRecall(db: Db, catalogNumber: string, lot: string): Promise<Recall> {
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      name: users.name,
      email: users.email,
      company: users.company,
      size: productSizes.size,
      quantity: sql<number>`sum(${shipmentLines.quantity})::int`,
    })
    .from(shipmentLines)
    .innerJoin(lots, eq(lots.id, shipmentLines.lotId))
    .innerJoin(products, eq(products.id, lots.productId))
    .innerJoin(productSizes, eq(productSizes.id, lots.sizeId))
    .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(products.catalogNumber, catalogNumber), eq(lots.lotNumber, lot)))
    .groupBy(orders.id, users.id, productSizes.id)
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(productSizes.id));
  return {
    catalogNumber,
    lotNumber: lot,
    orders: rows.map((r) => ({
      orderId: r.orderId,
      orderNumber: r.orderNumber,
      createdAt: r.createdAt.toISOString(),
      customer: { name: r.name, email: r.email, company: r.company },
      size: r.size,
      quantity: r.quantity,
    })),
  };
}
