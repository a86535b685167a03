import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { lotReleaseSchema, shipmentLinesSchema } from '../../../src/contracts/admin/lots.ts';
import type { shippingSchema } from '../../../src/contracts/admin/order-flow.ts';
import type { Db } from '../../db/client.ts';
import { documents, lots, orderLines, productSizes, shipmentLines, shipments } from '../../db/schema/index.ts';
import { ChangeRefused } from '../../http/staff/change-refused.ts';
import type { AuditActor } from '../../http/staff/actor.ts';
import { withAudit, type AuditDeps } from '../audit/with-audit.ts';
import { lotOffers } from './lots.queries.ts';

type Release = z.output<typeof lotReleaseSchema>;

/**
 * Releases a lot in one of the product's sizes, audited (entity `lot`, key `CAT LOT size`, action `release`)
 * with who released it and when. A size of another product, or a lot number already released in that size,
 * is refused naming the field.
 */
export function releaseLot(deps: AuditDeps, actor: AuditActor, product: { id: number; catalogNumber: string }, input: Release): Promise<number> {
  return withAudit(deps, actor, { entity: 'lot', key: `${product.catalogNumber} ${input.lotNumber}`, action: 'release' }, async (tx) => {
    const [size] = await tx.select().from(productSizes).where(and(eq(productSizes.id, input.sizeId), eq(productSizes.productId, product.id)));
    if (!size) throw new ChangeRefused('sizeId', 'admin:lots.v.size');
    const [taken] = await tx.select({ id: lots.id }).from(lots).where(and(eq(lots.sizeId, size.id), eq(lots.lotNumber, input.lotNumber)));
    if (taken) throw new ChangeRefused('lotNumber', 'admin:lots.v.lotTaken');
    const [row] = await tx
      .insert(lots)
      .values({ productId: product.id, sizeId: size.id, lotNumber: input.lotNumber, madeOn: input.madeOn, expiresOn: input.expiresOn, quantityReleased: input.quantityReleased, results: input.results, releasedBy: actor.staffId, releasedAt: deps.now() })
      .returning();
    // The lot's certificate, in both languages, drawn from the lot and the product on its first download (as the demo
    // lots' are): from now on the product page lists it and the COA look-up and the customer's order link find it. A
    // certificate staff uploaded for the lot, or the one of its release in another size, is kept.
    const issuedOn = deps.now().toISOString().slice(0, 10);
    await tx
      .insert(documents)
      .values((['en', 'zh'] as const).map((lang) => ({ productId: product.id, kind: 'coa' as const, lot: input.lotNumber, issuedOn, lang, fileName: `COA-${product.catalogNumber}-${input.lotNumber}.pdf`, contentType: 'application/pdf', source: 'demo' as const, staffId: actor.staffId })))
      .onConflictDoNothing();
    return { before: null, after: { ...input, size: size.size }, key: `${product.catalogNumber} ${input.lotNumber} ${size.size}`, result: row!.id };
  });
}

type Shipping = z.output<typeof shippingSchema>;
type Lines = z.output<typeof shipmentLinesSchema>;

/**
 * Records one parcel of an order (inside the caller's transaction, the order row already locked): its shipping
 * and which lot each line's units came from. Refused naming the field (`<at>.<i>.lotId`, `.quantity`, `.orderLineId`):
 * a line of another order, a lot of another product size, more units of a line than were ordered (over every
 * parcel), more units of a lot than it has left. The lots are locked so two parcels never ship the same units.
 * The first parcel (`firstParcelOn`, the day it ships, Beijing time) names a lot for every line that has one in stock
 * (refused at `<at>` otherwise): a recall must find every unit shipped from a lot on file. A line of a product with
 * no lot released ships without one; a line's remaining units may follow in later parcels.
 */
export async function recordShipment(tx: Db, orderId: number, staffId: number | null, shipping: Shipping, at: string, firstParcelOn?: string): Promise<Lines> {
  const { lines: wanted, ...parcel } = shipping;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  if (firstParcelOn !== undefined) {
    const offered = new Set((await lotOffers(tx, lines.flatMap((l) => (l.sizeId ? [l.sizeId] : [])), firstParcelOn)).map((o) => o.sizeId));
    if (lines.some((l) => l.sizeId !== null && offered.has(l.sizeId) && !wanted.some((w) => w.orderLineId === l.id))) throw new ChangeRefused(at, 'admin:lots.v.chooseLot');
  }
  const lotIds = [...new Set(wanted.map((w) => w.lotId))];
  const lotRows = lotIds.length ? await tx.select().from(lots).where(inArray(lots.id, lotIds)).orderBy(lots.id).for('update') : [];
  const shippedOf = async (column: typeof shipmentLines.lotId | typeof shipmentLines.orderLineId, ids: number[]) => {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await tx.select({ id: column, n: sql<number>`sum(${shipmentLines.quantity})::int` }).from(shipmentLines).where(inArray(column, ids)).groupBy(column);
    return new Map(rows.map((r) => [r.id, r.n]));
  };
  const perLine = await shippedOf(shipmentLines.orderLineId, lines.map((l) => l.id));
  const perLot = await shippedOf(shipmentLines.lotId, lotIds);
  wanted.forEach((w, i) => {
    const line = lines.find((l) => l.id === w.orderLineId);
    if (!line) throw new ChangeRefused(`${at}.${i}.orderLineId`, 'admin:lots.v.orderLine');
    const lot = lotRows.find((l) => l.id === w.lotId);
    if (!lot || lot.sizeId !== line.sizeId) throw new ChangeRefused(`${at}.${i}.lotId`, 'admin:lots.v.lotOtherSize');
    perLine.set(line.id, (perLine.get(line.id) ?? 0) + w.quantity);
    if (perLine.get(line.id)! > line.count) throw new ChangeRefused(`${at}.${i}.quantity`, 'admin:lots.v.beyondOrdered');
    perLot.set(lot.id, (perLot.get(lot.id) ?? 0) + w.quantity);
    if (perLot.get(lot.id)! > lot.quantityReleased) throw new ChangeRefused(`${at}.${i}.quantity`, 'admin:lots.v.beyondStock');
  });
  const [shipment] = await tx.insert(shipments).values({ orderId, staffId, ...parcel }).returning({ id: shipments.id });
  if (wanted.length) await tx.insert(shipmentLines).values(wanted.map((w) => ({ shipmentId: shipment!.id, ...w })));
  return wanted;
}
