// What visitors send to the company: messages, enquiries, COA requests, suggestions, trial and paper-award applications, resource requests, and the files sent with them.
import type { BuildExtraConfigColumns, ColumnBuilderBase } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, uniqueIndex, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { categories } from './catalogue.ts';
import { createdAt, instant, person, serialId, submission, workplace } from './columns.ts';
import { areas, industries, resources } from './content.ts';

type FormColumns<C> = ReturnType<typeof submission> & C;

/**
 * The table of one form's submissions: the submission columns (columns.ts), then the form's own; the
 * `submissionId` is unique (index `<prefix>_submission_uq`), beside the form's `more` indexes.
 */
function formTable<N extends string, C extends { [K in keyof C]: ColumnBuilderBase }>(
  name: N,
  columns: C,
  more: (t: BuildExtraConfigColumns<N, FormColumns<C>, 'pg'>) => PgTableExtraConfigValue[] = () => [],
  prefix: string = name,
) {
  return pgTable<N, FormColumns<C>>(name, { ...submission(), ...columns }, (t) => [uniqueIndex(`${prefix}_submission_uq`).on(t.submissionId), ...more(t)]);
}

/** Online messages. */
export const leaveWords = formTable('leave_words', {
  ...person(),
  ...workplace(),
  /** Province name, as the spec's `address`. */
  address: text('address').notNull(),
  content: text('content').notNull(),
});

/** Price enquiries (enquiry form); the reply is promised within 24 hours. */
export const enquiries = formTable('enquiries', {
  catalogNumber: text('catalog_number').notNull().default(''),
  productName: text('product_name').notNull().default(''),
  size: text('size').notNull().default(''),
  otherCategory: text('other_category').notNull().default(''),
  otherArticleNumber: text('other_article_number').notNull().default(''),
  ...person(),
  ...workplace(),
  industryName: text('industry_name').notNull(),
  areaName: text('area_name').notNull(),
  content: text('content').notNull(),
});

/** COA requests: every request is kept for staff; matched lots get a download token (stored hashed). */
export const coaRequests = formTable(
  'coa_requests',
  {
    ...person(),
    catalogNumbers: text('catalog_numbers').notNull(),
    lotNumber: text('lot_number').notNull(),
    unit: text('unit').notNull(),
    department: text('department').notNull(),
    suggestions: text('suggestions').notNull().default(''),
    consentToContact: boolean('consent_to_contact').notNull().default(false),
    areaId: integer('area_id').notNull().references(() => areas.id),
    industryId: integer('industry_id').notNull().references(() => industries.id),
    /** SHA-256 of the download token given to the requester; null when no certificate matched. */
    downloadTokenHash: text('download_token_hash'),
    downloadExpiresAt: instant('download_expires_at'),
  },
  (t) => [uniqueIndex('coa_requests_token_uq').on(t.downloadTokenHash)],
);

/** New-product suggestions, from the search-not-found page. */
export const suggestions = formTable('suggestions', {
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
  ...person(),
  ...workplace(),
  areaName: text('area_name').notNull(),
  industry: text('industry', { enum: ['research', 'industry'] }).notNull(),
});

/**
 * Trial-sample applications ("Trial sample", two steps on /apply, `POST /try_out`). `industry` is
 * the spec's segment, research or industry; `userId` is set when the applicant was logged in.
 */
export const trialApplications = formTable('trial_applications', {
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  sku: text('sku').notNull(),
  productName: text('product_name').notNull(),
  productApplication: text('product_application').notNull(),
  treeId: integer('tree_id').notNull().references(() => categories.id),
  ...person(),
  ...workplace(),
  address: text('address').notNull(),
  industry: text('industry', { enum: ['research', 'industry'] }).notNull(),
  areaId: integer('area_id').notNull().references(() => areas.id),
});

/**
 * Paper-award applications (`POST /paper_reward`). The award is computed by the server from the
 * impact factor (gross, 20% tax, net); one applicant per paper (`doi`, stored lower-case, unique); within one
 * product and group (sku + normalised mentor and company) only the highest impact factor `counts`.
 * The ID number is stored only here, as the award's remittance needs it.
 */
export const paperAwardApplications = formTable(
  'paper_award_applications',
  {
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...person(),
    ...workplace(),
    areaId: integer('area_id').notNull().references(() => areas.id),
    idNumber: text('id_number').notNull(),
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
    /** CNY, computed by the server from the award table; tax is 20% of gross, net = gross - tax. */
    awardGross: integer('award_gross').notNull(),
    awardTax: integer('award_tax').notNull(),
    awardNet: integer('award_net').notNull(),
    /** The product-and-group key the "highest IF counts" rule compares within. */
    groupKey: text('group_key').notNull(),
    counts: boolean('counts').notNull().default(true),
  },
  (t) => [uniqueIndex('paper_award_doi_uq').on(t.doi), index('paper_award_group_idx').on(t.groupKey)],
  'paper_award',
);

/** Resource-download requests from visitors (resource download form); logged-in users download directly. */
export const resourceDownloads = formTable('resource_downloads', {
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  // No cascade: a demo reload must not delete the leads people left (the seed then keeps the old content).
  resourceId: integer('resource_id').notNull().references(() => resources.id),
  ...person(),
  ...workplace(),
  areaId: integer('area_id').notNull().references(() => areas.id),
  industryId: integer('industry_id').references(() => industries.id),
});

/**
 * Files sent with a form (ID photos, paper PDFs). The bytes live under DATA_DIR/uploads with the random
 * `storedName`, outside every public folder; the page only ever holds the random `token`. `applicationId`
 * is set once a paper-award application claims the file, so a token cannot be reused by another one.
 */
export const uploads = pgTable(
  'uploads',
  {
    ...serialId(),
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
    ...createdAt(),
  },
  (t) => [uniqueIndex('uploads_token_uq').on(t.token), uniqueIndex('uploads_stored_name_uq').on(t.storedName)],
);
