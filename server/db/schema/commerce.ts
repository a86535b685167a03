// Carts and the orders made from them.
import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Address, Invoice } from '../../../src/contracts/checkout.ts';
import { orderStatuses } from '../../../src/contracts/admin/order-flow.ts';
import { createdAt, instant, serialId, timestamps } from './columns.ts';
import { staff } from './staff.ts';
import { users } from './accounts.ts';
import { catalogueSize, productSizes, products } from './catalogue.ts';

// Carts and the orders made from them.
/** A line of a user's cart: one row per size, with a count. */
export const cartItems = pgTable(
  'cart_items',
  {
    ...serialId(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    sizeId: integer('size_id').notNull().references(() => productSizes.id),
    count: integer('count').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('cart_items_user_size_uq').on(t.userId, t.sizeId)],
);

/** A settled cart. `settlementKey` is unique per user, so a double-clicked check-out makes one order. */
export const orders = pgTable(
  'orders',
  {
    ...serialId(),
    orderNumber: text('order_number').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    settlementKey: text('settlement_key').notNull(),
    /** "¥1280.00" or "inquiry", as priced when settled. */
    totalText: text('total_text').notNull(),
    /** Where the order stands (src/contracts/admin/order-flow.ts); its history is order_events. */
    status: text('status', { enum: orderStatuses }).notNull().default('submitted'),
    /** The page language at check-out: the customer's e-mails about the order are written in it. */
    lang: text('lang', { enum: ['en', 'zh'] }).notNull().default('en'),
    /** Shipping, filled in when the order is marked shipped. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedOn: date('shipped_on', { mode: 'string' }),
    coldChainNote: text('cold_chain_note'),
    /** Check-out details: the address shipped to and the fapiao request, as given (null: before check-out asked). */
    shipTo: jsonb('ship_to').$type<Address>(),
    invoice: jsonb('invoice').$type<Invoice>(),
    poNumber: text('po_number').notNull().default(''),
    note: text('note').notNull().default(''),
    /** Where the order came from: '' for the storefront's check-out or a quote, "PunchOut <connection name>" for a cXML OrderRequest. */
    source: text('source').notNull().default(''),
    ...createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.orderNumber),
    uniqueIndex('orders_user_settlement_uq').on(t.userId, t.settlementKey),
    index('orders_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The lines of an order, copied from the cart with the names and prices of that moment. A line of an accepted
 * quote may be free text (custom work, shipping): no product or size, `size` holds its unit.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    ...serialId(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    ...catalogueSize(),
    catalogNumber: text('catalog_number').notNull(),
    productName: text('product_name').notNull(),
    size: text('size').notNull(),
    count: integer('count').notNull(),
    price: text('price').notNull(),
    subtotal: text('subtotal').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/**
 * Every status an order went through, in order, with the staff member who moved it and the note sent to the
 * customer. Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): it is the order's timeline.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    at: instant('at').notNull().default(sql`now()`),
    /** Null for the check-out itself. */
    staffId: integer('staff_id').references(() => staff.id),
    note: text('note').notNull().default(''),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** A customer's address book (personal centre): addresses to ship to, offered at check-out. */
export const addresses = pgTable(
  'addresses',
  {
    ...serialId(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull().default(''),
    region: text('region').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull().default(''),
    ...createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);
