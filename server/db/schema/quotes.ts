// Quotes: staff price a customer's enquiry; the customer accepts it in the personal centre, which makes an order.
import { date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, serialId } from './columns.ts';
import { users } from './accounts.ts';
import { enquiries } from './leads.ts';
import { orders } from './commerce.ts';
import { catalogueSize } from './catalogue.ts';
import { staff } from './staff.ts';

/**
 * A numbered quote (Q-2026-000123). `status` is what staff and the customer did (draft → sent → accepted);
 * "expired" is not stored: a sent quote whose `valid_until` (a Beijing date) has passed can no longer be accepted.
 */
export const quotes = pgTable(
  'quotes',
  {
    ...serialId(),
    quoteNumber: text('quote_number').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The customer's language: the e-mail and the PDF are written in it. */
    lang: text('lang', { enum: ['en', 'zh'] }).notNull(),
    status: text('status', { enum: ['draft', 'sent', 'accepted'] }).notNull().default('draft'),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    terms: text('terms').notNull().default(''),
    /** The enquiry (lead of kind `enquiry`) this quote answers, if any. */
    enquiryId: integer('enquiry_id').references(() => enquiries.id),
    /** The order made when the customer accepted. */
    orderId: integer('order_id').references(() => orders.id),
    staffId: integer('staff_id').references(() => staff.id),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    acceptedAt: instant('accepted_at'),
  },
  (t) => [uniqueIndex('quotes_number_uq').on(t.quoteNumber), index('quotes_user_idx').on(t.userId, t.createdAt)],
);

/** A priced line: a catalogue size (productId/sizeId) or free text; the unit price is exact CNY (numeric, never float). */
export const quoteLines = pgTable(
  'quote_lines',
  {
    ...serialId(),
    quoteId: integer('quote_id').notNull().references(() => quotes.id, { onDelete: 'cascade' }),
    ...catalogueSize(),
    catalogNumber: text('catalog_number').notNull().default(''),
    description: text('description').notNull(),
    /** The size of a catalogue line, or the unit staff typed for a free-text line ("lot", "shipment"). */
    unit: text('unit').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [index('quote_lines_quote_idx').on(t.quoteId)],
);
