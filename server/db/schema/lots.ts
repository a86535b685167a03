// Released lots of a product size, and the shipments that sent them: the trace from a lot to the orders that got it.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOT_NUMBER } from '../../../src/contracts/catalogue-facts.ts';
import type { LotResult } from '../../../src/contracts/admin/lots.ts';
import { createdAt, instant, serialId } from './columns.ts';
import { productSizes, products } from './catalogue.ts';
import { orderLines, orders } from './commerce.ts';
import { staff } from './staff.ts';

/**
 * A lot released for sale in one size: its number (the contracts' lot rule, upper case), when it was made and
 * when it expires, how many units were released, and the quality-control results measured on it. The same lot
 * number may be filled into several sizes of a product: one row per size, unique per size.
 */
export const lots = pgTable(
  'lots',
  {
    ...serialId(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id').notNull().references(() => productSizes.id, { onDelete: 'cascade' }),
    lotNumber: text('lot_number').notNull(),
    madeOn: date('made_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    quantityReleased: integer('quantity_released').notNull(),
    /** The measured results (purity, endotoxin, concentration, bioactivity); empty when none were entered. */
    results: jsonb('results').$type<LotResult[]>().notNull().default([]),
    /** Null for the demo lots (released by no one). */
    releasedBy: integer('released_by').references(() => staff.id),
    releasedAt: instant('released_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lots_size_lot_uq').on(t.sizeId, t.lotNumber),
    index('lots_product_lot_idx').on(t.productId, t.lotNumber),
    check('lots_lot_rule', sql`${t.lotNumber} ~ ${sql.raw(`'${LOT_NUMBER.source}'`)}`),
    check('lots_quantity_positive', sql`${t.quantityReleased} > 0`),
  ],
);

/** One parcel sent for an order: the carrier, its tracking number, the day it left and how it was kept cold. */
export const shipments = pgTable(
  'shipments',
  {
    ...serialId(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    shippedOn: date('shipped_on', { mode: 'string' }).notNull(),
    coldChainNote: text('cold_chain_note').notNull().default(''),
    staffId: integer('staff_id').references(() => staff.id),
    ...createdAt(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId)],
);

/** What a shipment carried: so many units of an order line from one lot. A lot that was shipped is never deleted. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    ...serialId(),
    shipmentId: integer('shipment_id').notNull().references(() => shipments.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id').notNull().references(() => orderLines.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id').notNull().references(() => lots.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('shipment_lines_lot_idx').on(t.lotId), index('shipment_lines_order_line_idx').on(t.orderLineId), check('shipment_lines_quantity_positive', sql`${t.quantity} > 0`)],
);
