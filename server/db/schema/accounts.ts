import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, productSizes } from './catalogue.ts';
import { areas, industries } from './content.ts';

/** Registered customers. The e-mail is the username (stored lower-case); passwords are scrypt hashes. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    company: text('company').notNull().default(''),
    department: text('department').notNull().default(''),
    areaId: integer('area_id').references(() => areas.id),
    industryId: integer('industry_id').references(() => industries.id),
    /** Spec: the first login requires binding a phone; true once a code sent to it was checked. */
    phoneVerified: boolean('phone_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email), uniqueIndex('users_phone_uq').on(t.phone)],
);

/** Login tokens: random, only their SHA-256 is stored; revoked at logout, expire by time. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/** Verification codes (6 digits) sent by e-mail or SMS, stored hashed, with a lifetime and a check budget. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    target: text('target').notNull(),
    purpose: text('purpose', { enum: ['register', 'login', 'reset', 'bind', 'form'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt)],
);

/** Image captchas: the answer's hash, a lifetime and a check budget. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Fixed-window rate-limit counters kept in the database, so limits hold across server processes. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});

/** Messages to send (e-mail, SMS); kept when no transport is configured, for development and audit. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/** A line of a user's cart: one row per size, with a count. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    sizeId: integer('size_id').notNull().references(() => productSizes.id),
    count: integer('count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_user_size_uq').on(t.userId, t.sizeId)],
);

/** A settled cart. `settlementKey` is unique per user, so a double-clicked check-out makes one order. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    settlementKey: text('settlement_key').notNull(),
    /** "¥1280.00" or "inquiry", as priced when settled. */
    totalText: text('total_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('orders_number_uq').on(t.orderNumber), uniqueIndex('orders_user_settlement_uq').on(t.userId, t.settlementKey)],
);

/** The lines of an order, copied from the cart with the names and prices of that moment. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
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
