// Carts and the orders made from them.
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamps } from './columns.ts';
import { users } from './accounts.ts';
import { productSizes, products } from './catalogue.ts';

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
    ...createdAt(),
  },
  (t) => [uniqueIndex('orders_number_uq').on(t.orderNumber), uniqueIndex('orders_user_settlement_uq').on(t.userId, t.settlementKey)],
);

/** The lines of an order, copied from the cart with the names and prices of that moment. */
export const orderLines = pgTable(
  'order_lines',
  {
    ...serialId(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    sizeId: integer('size_id').notNull().references(() => productSizes.id),
    catalogNumber: text('catalog_number').notNull(),
    productName: text('product_name').notNull(),
    size: text('size').notNull(),
    count: integer('count').notNull(),
    price: text('price').notNull(),
    subtotal: text('subtotal').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);
