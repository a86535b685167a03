import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { categories } from './catalogue.ts';
import { areas, industries, resources } from './content.ts';

/**
 * Trial-sample applications (spec §3 "Trial sample", two steps on /apply, `POST /try_out`). `industry` is
 * the spec's segment, research or industry; `userId` is set when the applicant was logged in.
 */
export const trialApplications = pgTable(
  'trial_applications',
  {
    id: serial('id').primaryKey(),
    submissionId: text('submission_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    productApplication: text('product_application').notNull(),
    treeId: integer('tree_id').notNull().references(() => categories.id),
    name: text('name').notNull(),
    company: text('company').notNull(),
    department: text('department').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    industry: text('industry', { enum: ['research', 'industry'] }).notNull(),
    areaId: integer('area_id').notNull().references(() => areas.id),
    lang: text('lang', { enum: ['en', 'zh'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trial_applications_submission_uq').on(t.submissionId)],
);

/**
 * Files sent with a form (ID photos, paper PDFs). The bytes live under DATA_DIR/uploads with the random
 * `storedName`, outside every public folder; the page only ever holds the random `token`. `applicationId`
 * is set once a paper-award application claims the file, so a token cannot be reused by another one.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    kind: text('kind', { enum: ['idPhoto', 'paper'] }).notNull(),
    /** The type found in the file's first bytes, never the name or the browser's claim. */
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storedName: text('stored_name').notNull(),
    /** The name the browser sent, kept for staff only (never used as a path). */
    originalName: text('original_name').notNull(),
    applicationId: integer('application_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_token_uq').on(t.token), uniqueIndex('uploads_stored_name_uq').on(t.storedName)],
);

/**
 * Paper-award applications (spec §3, §9, `POST /paper_reward`). The award is computed by the server from the
 * impact factor (gross, 20% tax, net); one applicant per paper (`doi`, stored lower-case, unique); within one
 * product and group (sku + normalised mentor and company) only the highest impact factor `counts`.
 * The ID number is stored only here, as the award's remittance needs it.
 */
export const paperAwardApplications = pgTable(
  'paper_award_applications',
  {
    id: serial('id').primaryKey(),
    submissionId: text('submission_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    company: text('company').notNull(),
    department: text('department').notNull(),
    areaId: integer('area_id').notNull().references(() => areas.id),
    phone: text('phone').notNull(),
    idNumber: text('id_number').notNull(),
    email: text('email').notNull(),
    education: text('education').notNull(),
    idPhoto1UploadId: integer('id_photo1_upload_id').notNull().references(() => uploads.id),
    idPhoto2UploadId: integer('id_photo2_upload_id').notNull().references(() => uploads.id),
    mentor: text('mentor').notNull(),
    labPhone: text('lab_phone').notNull(),
    labAddress: text('lab_address').notNull(),
    paperTitle: text('paper_title').notNull(),
    magazinePublished: text('magazine_published').notNull(),
    influenceFactor: numeric('influence_factor', { precision: 7, scale: 3, mode: 'number' }).notNull(),
    issueTime: date('issue_time').notNull(),
    doi: text('doi').notNull(),
    firstAuthor: text('first_author').notNull(),
    correspondingAuthor: text('corresponding_author').notNull(),
    paperUploadId: integer('paper_upload_id').notNull().references(() => uploads.id),
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    buyPackaging: text('buy_packaging').notNull(),
    distr: text('distr').notNull(),
    remittancesAccount: text('remittances_account').notNull(),
    accountName: text('account_name').notNull(),
    openingBank: text('opening_bank').notNull(),
    /** CNY, computed by the server (spec §9 table); tax is 20% of gross, net = gross - tax. */
    awardGross: integer('award_gross').notNull(),
    awardTax: integer('award_tax').notNull(),
    awardNet: integer('award_net').notNull(),
    /** The product-and-group key the "highest IF counts" rule compares within. */
    groupKey: text('group_key').notNull(),
    counts: boolean('counts').notNull().default(true),
    lang: text('lang', { enum: ['en', 'zh'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('paper_award_submission_uq').on(t.submissionId),
    uniqueIndex('paper_award_doi_uq').on(t.doi),
    index('paper_award_group_idx').on(t.groupKey),
  ],
);

/** Resource-download requests from visitors (spec §3 resource download form); logged-in users download directly. */
export const resourceDownloads = pgTable(
  'resource_downloads',
  {
    id: serial('id').primaryKey(),
    submissionId: text('submission_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // No cascade: a demo reload must not delete the leads people left (the seed then keeps the old content).
    resourceId: integer('resource_id').notNull().references(() => resources.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    areaId: integer('area_id').notNull().references(() => areas.id),
    company: text('company').notNull(),
    department: text('department').notNull(),
    industryId: integer('industry_id').references(() => industries.id),
    lang: text('lang', { enum: ['en', 'zh'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resource_downloads_submission_uq').on(t.submissionId)],
);

/**
 * Newsletter subscriptions (`/mail/subscription`): double opt-in. Only SHA-256 digests of the confirm and
 * unsubscribe tokens are stored; the tokens themselves travel in the e-mails.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    lang: text('lang', { enum: ['en', 'zh'] }).notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_email_uq').on(t.email),
    uniqueIndex('newsletter_confirm_uq').on(t.confirmTokenHash),
    uniqueIndex('newsletter_unsubscribe_uq').on(t.unsubscribeTokenHash),
  ],
);

/**
 * Single-use download tickets of resource files: only the SHA-256 of the ticket is kept; using it deletes
 * the row, so two requests with one ticket cannot both get the file. Expired rows are swept when new
 * tickets are issued.
 */
export const downloadTickets = pgTable(
  'download_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    resourceId: integer('resource_id').notNull().references(() => resources.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('download_tickets_expires_idx').on(t.expiresAt)],
);
