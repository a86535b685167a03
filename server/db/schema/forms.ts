import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
