// PunchOut: the connections of buyers' procurement systems (Coupa, Ariba, Jaggaer: cXML; SAP SRM: OCI),
// the messages exchanged with them, and the shopping sessions they open.
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { procurementProtocols } from '../../../src/contracts/admin/procurement.ts';
import { createdAt, instant, serialId, timestamps, version } from './columns.ts';
import { users } from './accounts.ts';
import { orders } from './commerce.ts';
import { organisations } from './organisations.ts';

/**
 * One buyer's procurement system. The shared secret is stored as a scrypt hash (server/security/password.ts) and
 * never answered; `allowedOrigins` are the only places a cart may be returned to (`https://buyer.example`).
 */
export const procurementConnections = pgTable('procurement_connections', {
  ...serialId(),
  name: text('name').notNull(),
  protocol: text('protocol', { enum: procurementProtocols }).notNull(),
  /** The organisation the buyers belong to, as its name (their accounts' company). */
  organisation: text('organisation').notNull(),
  /**
   * The organisation account the buyers join (as buyers, without a limit) when the connection first logs them in,
   * so its price list applies to their carts; null: none.
   */
  organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
  /** cXML `From/Credential` and `Sender/Credential`: `domain` attribute and `Identity`. */
  fromDomain: text('from_domain').notNull(),
  fromIdentity: text('from_identity').notNull(),
  senderDomain: text('sender_domain').notNull(),
  senderIdentity: text('sender_identity').notNull(),
  secretHash: text('secret_hash').notNull(),
  lang: text('lang', { enum: ['en', 'zh'] }).notNull(),
  currency: text('currency', { enum: ['CNY', 'USD'] }).notNull(),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull(),
  /**
   * An OCI connection's key (SHA-256 of a random 256-bit key, shown to staff once): the `key=` of its OCI URL. OCI
   * carries no other credential, so the key is long and random, never a password. Null for cXML.
   */
  ociKeyHash: text('oci_key_hash').unique(),
  ...version(),
  ...timestamps(),
});

/** The customers a connection has logged in (created on first use by their Contact e-mail): its members. */
export const procurementBuyers = pgTable(
  'procurement_buyers',
  {
    ...serialId(),
    connectionId: integer('connection_id').notNull().references(() => procurementConnections.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    ...createdAt(),
  },
  (t) => [uniqueIndex('procurement_buyers_uq').on(t.connectionId, t.userId)],
);

/** Every message to and from a connection, its secrets masked; the back office lists the last 50. */
export const procurementMessages = pgTable(
  'procurement_messages',
  {
    ...serialId(),
    connectionId: integer('connection_id').references(() => procurementConnections.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    type: text('type').notNull(),
    /** The cXML `Status` code answered or sent ("200", "401", …). */
    status: text('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    xml: text('xml').notNull(),
    ...createdAt(),
  },
  (t) => [index('procurement_messages_connection_idx').on(t.connectionId, t.id)],
);

/**
 * A PunchOut shopping session: made by a setup request, started once by its StartPage token (stored hashed, valid
 * 5 minutes), then known to the buyer's browser by its session key (stored hashed) until the cart is transferred.
 */
export const punchoutSessions = pgTable(
  'punchout_sessions',
  {
    ...serialId(),
    connectionId: integer('connection_id').notNull().references(() => procurementConnections.id, { onDelete: 'cascade' }),
    operation: text('operation', { enum: ['create', 'edit', 'inspect'] }).notNull(),
    buyerCookie: text('buyer_cookie').notNull(),
    returnUrl: text('return_url').notNull(),
    /** OCI's `~TARGET`: the frame the cart's form posts into (`_top` by default); null for cXML. */
    returnTarget: text('return_target'),
    /** The request's `To` credential (the supplier as the buyer's system knows it): the order message's `From`. */
    supplierDomain: text('supplier_domain').notNull(),
    supplierIdentity: text('supplier_identity').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactName: text('contact_name').notNull(),
    /** `ItemOut` lines of an edit or inspect: size ids and quantities, loaded into the cart at start. */
    items: jsonb('items').$type<{ sizeId: number; quantity: number }[]>().notNull(),
    startTokenHash: text('start_token_hash').notNull(),
    startExpiresAt: instant('start_expires_at').notNull(),
    startedAt: instant('started_at'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionKeyHash: text('session_key_hash'),
    transferredAt: instant('transferred_at'),
    ...createdAt(),
  },
  (t) => [uniqueIndex('punchout_sessions_start_uq').on(t.startTokenHash), uniqueIndex('punchout_sessions_key_uq').on(t.sessionKeyHash)],
);

/**
 * The back-office order a connection's OrderRequest made, by the buyer's `orderID` (the PO number): one order per
 * orderID and connection, so a repeated `new` answers the first order and an `update` or `delete` finds it.
 */
export const procurementOrders = pgTable(
  'procurement_orders',
  {
    ...serialId(),
    connectionId: integer('connection_id').notNull().references(() => procurementConnections.id, { onDelete: 'cascade' }),
    orderRef: text('order_ref').notNull(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    ...createdAt(),
  },
  (t) => [uniqueIndex('procurement_orders_ref_uq').on(t.connectionId, t.orderRef), uniqueIndex('procurement_orders_order_uq').on(t.orderId)],
);

/**
 * Every OrderRequest a connection's system had accepted, by its `payloadID`, with the answer given: a retry of the
 * same document (cXML systems resend until they read a Response) answers it again and changes nothing.
 */
export const procurementOrderRequests = pgTable(
  'procurement_order_requests',
  {
    ...serialId(),
    connectionId: integer('connection_id').notNull().references(() => procurementConnections.id, { onDelete: 'cascade' }),
    payloadId: text('payload_id').notNull(),
    type: text('type', { enum: ['new', 'update', 'delete'] }).notNull(),
    orderRef: text('order_ref').notNull(),
    statusCode: integer('status_code').notNull(),
    statusText: text('status_text').notNull(),
    detail: text('detail').notNull(),
    ...createdAt(),
  },
  (t) => [uniqueIndex('procurement_order_requests_payload_uq').on(t.connectionId, t.payloadId)],
);
