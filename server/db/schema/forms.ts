import { boolean, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { areas, industries } from './content.ts';

/**
 * Online messages (spec §3). `submissionId` is made by the page once per filled-in form, so a double-clicked
 * or retried submit stores one row.
 */
export const leaveWords = pgTable(
  'leave_words',
  {
    id: serial('id').primaryKey(),
    submissionId: text('submission_id').notNull(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    department: text('department').notNull(),
    /** Province name, as the spec's `address`. */
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    content: text('content').notNull(),
    lang: text('lang', { enum: ['en', 'zh'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('leave_words_submission_uq').on(t.submissionId)],
);

/** Price enquiries (spec §3 enquiry form); the reply is promised within 24 hours. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    submissionId: text('submission_id').notNull(),
    catalogNumber: text('catalog_number').notNull().default(''),
    productName: text('product_name').notNull().default(''),
    size: text('size').notNull().default(''),
    otherCategory: text('other_category').notNull().default(''),
    otherArticleNumber: text('other_article_number').notNull().default(''),
    name: text('name').notNull(),
    company: text('company').notNull(),
    department: text('department').notNull(),
    industryName: text('industry_name').notNull(),
    areaName: text('area_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    content: text('content').notNull(),
    lang: text('lang', { enum: ['en', 'zh'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('enquiries_submission_uq').on(t.submissionId)],
);

/** Released lots with a certificate of analysis (COA); the PDF is made from these values on request. */
export const coaLots = pgTable(
  'coa_lots',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    lotNumber: text('lot_number').notNull(),
    manufacturedOn: date('manufactured_on').notNull(),
    expiresOn: date('expires_on').notNull(),
    /** Test results as printed on the certificate, e.g. "> 95% (SDS-PAGE)". */
    purity: text('purity').notNull(),
    endotoxin: text('endotoxin').notNull(),
    concentration: text('concentration').notNull(),
    appearance: text('appearance').notNull(),
  },
  (t) => [uniqueIndex('coa_lots_product_lot_uq').on(t.productId, t.lotNumber)],
);

/** COA requests: every request is kept for staff; matched lots get a download token (stored hashed). */
export const coaRequests = pgTable(
  'coa_requests',
  {
    id: serial('id').primaryKey(),
    submissionId: text('submission_id').notNull(),
    name: text('name').notNull(),
    catalogNumbers: text('catalog_numbers').notNull(),
    lotNumber: text('lot_number').notNull(),
    unit: text('unit').notNull(),
    department: text('department').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    suggestions: text('suggestions').notNull().default(''),
    consentToContact: boolean('consent_to_contact').notNull().default(false),
    areaId: integer('area_id').notNull().references(() => areas.id),
    industryId: integer('industry_id').notNull().references(() => industries.id),
    lang: text('lang', { enum: ['en', 'zh'] }).notNull(),
    /** SHA-256 of the download token given to the requester; null when no certificate matched. */
    downloadTokenHash: text('download_token_hash'),
    downloadExpiresAt: timestamp('download_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coa_requests_submission_uq').on(t.submissionId), uniqueIndex('coa_requests_token_uq').on(t.downloadTokenHash)],
);

/** New-product suggestions (spec §3), from the search-not-found page. */
export const suggestions = pgTable(
  'suggestions',
  {
    id: serial('id').primaryKey(),
    submissionId: text('submission_id').notNull(),
    productName: text('product_name').notNull(),
    species: text('species').notNull(),
    tagPosition: text('tag_position').notNull(),
    tag: text('tag').notNull(),
    expressionSystem: text('expression_system').notNull(),
    expressionRange: text('expression_range').notNull(),
    accessionNumber: text('accession_number').notNull().default(''),
    quantity: text('quantity').notNull(),
    longTermNeed: boolean('long_term_need').notNull(),
    purpose: text('purpose').notNull(),
    quality: text('quality').notNull(),
    deliveryTime: text('delivery_time').notNull(),
    otherRequirements: text('other_requirements').notNull(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    department: text('department').notNull(),
    areaName: text('area_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    industry: text('industry', { enum: ['research', 'industry'] }).notNull(),
    lang: text('lang', { enum: ['en', 'zh'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('suggestions_submission_uq').on(t.submissionId)],
);
