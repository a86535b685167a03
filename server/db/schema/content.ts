// Published content and site facts: articles, resources, places, distributors, job posts, banners, configuration.
import { boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { enZh, enZhOrEmpty, enZhOrNull, instant, lang, serialId, version } from './columns.ts';
import { categories } from './catalogue.ts';

export const articleKinds = ['news', 'event', 'investor'] as const;

export type ArticleKind = (typeof articleKinds)[number];

/** News, events/meetings and investor notices. Bodies are rich text (HTML), sanitised before rendering. */
export const articles = pgTable(
  'articles',
  {
    ...serialId(),
    kind: text('kind', { enum: articleKinds }).notNull(),
    ...enZh('title'),
    ...enZhOrEmpty('summary'),
    ...enZhOrEmpty('body'),
    publishedAt: date('published_at').notNull(),
    /** Events only: when and where. */
    eventStart: date('event_start'),
    eventEnd: date('event_end'),
    ...enZhOrNull('location'),
    /** A hidden article (a draft) is kept for the back office and never shown on the storefront. */
    visible: boolean('visible').notNull().default(true),
    ...version(),
  },
  (t) => [index('articles_kind_date_idx').on(t.kind, t.publishedAt)],
);

/** Downloadable documents (manuals, brochures, protocols). */
export const resources = pgTable('resources', {
  ...serialId(),
  kind: text('kind', { enum: ['manual', 'brochure', 'protocol', 'msds', 'poster'] }).notNull(),
  ...enZh('title'),
  fileName: text('file_name').notNull(),
  /** The uploaded file's size; without an upload, the list computes the size of the one-page stand-in it serves. */
  sizeBytes: integer('size_bytes').notNull(),
  categoryId: integer('category_id').references(() => categories.id),
  publishedAt: date('published_at').notNull(),
  /** The uploaded file (its bytes in the document store, server/storage/document-store.ts); null: the stand-in is served. */
  sha256: text('sha256'),
});

/** Mainland provinces and regions (the spec's areaId / areaName). */
export const areas = pgTable('areas', {
  ...serialId(),
  code: text('code').notNull().unique(),
  ...enZh('name'),
  sort: integer('sort').notNull().default(0),
});

export const industries = pgTable('industries', {
  ...serialId(),
  /** Research (universities, institutes, hospitals) or industry (pharma, CRO, diagnostics). */
  segment: text('segment', { enum: ['research', 'industry'] }).notNull(),
  ...enZh('name'),
  sort: integer('sort').notNull().default(0),
});

export const distributors = pgTable(
  'distributors',
  {
    ...serialId(),
    areaId: integer('area_id').notNull().references(() => areas.id),
    ...enZh('name'),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    ...enZh('address'),
    ...version(),
  },
  (t) => [index('distributors_area_idx').on(t.areaId)],
);

export const recruitmentPosts = pgTable('recruitment_posts', {
  ...serialId(),
  ...enZh('title'),
  ...enZh('department'),
  ...enZh('location'),
  /** Monthly salary range in CNY, e.g. "15k-25k". */
  salary: text('salary').notNull(),
  ...enZh('welfare'),
  ...enZh('content'),
  ...enZh('requirements'),
  headcount: integer('headcount').notNull().default(1),
  isHot: boolean('is_hot').notNull().default(false),
  publishedAt: date('published_at').notNull(),
  ...version(),
});

export const banners = pgTable('banners', {
  ...serialId(),
  ...enZh('title'),
  ...enZhOrEmpty('subtitle'),
  /** Path of a self-hosted image under /public (no third-party hosts). */
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url').notNull(),
  sort: integer('sort').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
  /** The schedule: shown from and until these instants (either open when null). */
  showFrom: instant('show_from'),
  showUntil: instant('show_until'),
  ...version(),
});

/**
 * Global configuration per language: mail, phone, brand, privacy_policy, terms_conditions (the spec's keyList),
 * plus the stock code and abbreviation shown on the Chinese site, the ICP filing and the hotline.
 */
export const globalConfig = pgTable(
  'global_config',
  {
    key: text('key').notNull(),
    lang: lang(),
    value: text('value').notNull(),
    /** A key's two rows are written together and carry the same version (the key's). */
    ...version(),
  },
  (t) => [primaryKey({ columns: [t.key, t.lang] })],
);

/** Which migration-time seed version is loaded, so later starts reuse the data. */
export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  loadedAt: instant('loaded_at').notNull().defaultNow(),
});
