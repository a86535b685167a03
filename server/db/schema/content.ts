// Published content and site facts: articles, resources, places, distributors, job posts, banners, configuration.
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from './catalogue.ts';

export const articleKinds = ['news', 'event', 'investor'] as const;

export type ArticleKind = (typeof articleKinds)[number];

/** News, events/meetings and investor notices. Bodies are rich text (HTML), sanitised before rendering. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: articleKinds }).notNull(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    summaryEn: text('summary_en').notNull().default(''),
    summaryZh: text('summary_zh').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    bodyZh: text('body_zh').notNull().default(''),
    publishedAt: date('published_at').notNull(),
    /** Events only: when and where. */
    eventStart: date('event_start'),
    eventEnd: date('event_end'),
    locationEn: text('location_en'),
    locationZh: text('location_zh'),
  },
  (t) => [index('articles_kind_date_idx').on(t.kind, t.publishedAt)],
);

/** Downloadable documents (manuals, brochures, protocols). */
export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['manual', 'brochure', 'protocol', 'msds', 'poster'] }).notNull(),
  titleEn: text('title_en').notNull(),
  titleZh: text('title_zh').notNull(),
  fileName: text('file_name').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  categoryId: integer('category_id').references(() => categories.id),
  publishedAt: date('published_at').notNull(),
});

/** Mainland provinces and regions (the spec's areaId / areaName). */
export const areas = pgTable('areas', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const industries = pgTable('industries', {
  id: serial('id').primaryKey(),
  /** Research (universities, institutes, hospitals) or industry (pharma, CRO, diagnostics). */
  segment: text('segment', { enum: ['research', 'industry'] }).notNull(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const distributors = pgTable(
  'distributors',
  {
    id: serial('id').primaryKey(),
    areaId: integer('area_id').notNull().references(() => areas.id),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    addressEn: text('address_en').notNull(),
    addressZh: text('address_zh').notNull(),
  },
  (t) => [index('distributors_area_idx').on(t.areaId)],
);

export const recruitmentPosts = pgTable('recruitment_posts', {
  id: serial('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleZh: text('title_zh').notNull(),
  departmentEn: text('department_en').notNull(),
  departmentZh: text('department_zh').notNull(),
  locationEn: text('location_en').notNull(),
  locationZh: text('location_zh').notNull(),
  /** Monthly salary range in CNY, e.g. "15k-25k". */
  salary: text('salary').notNull(),
  welfareEn: text('welfare_en').notNull(),
  welfareZh: text('welfare_zh').notNull(),
  contentEn: text('content_en').notNull(),
  contentZh: text('content_zh').notNull(),
  requirementsEn: text('requirements_en').notNull(),
  requirementsZh: text('requirements_zh').notNull(),
  headcount: integer('headcount').notNull().default(1),
  isHot: boolean('is_hot').notNull().default(false),
  publishedAt: date('published_at').notNull(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleZh: text('title_zh').notNull(),
  subtitleEn: text('subtitle_en').notNull().default(''),
  subtitleZh: text('subtitle_zh').notNull().default(''),
  /** Path of a self-hosted image under /public (no third-party hosts). */
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url').notNull(),
  sort: integer('sort').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
});

/**
 * Global configuration per language: mail, phone, brand, privacy_policy, terms_conditions (the spec's keyList),
 * plus the stock code and abbreviation shown on the Chinese site, the ICP filing and the hotline.
 */
export const globalConfig = pgTable(
  'global_config',
  {
    key: text('key').notNull(),
    lang: text('lang', { enum: ['en', 'zh'] }).notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.lang] })],
);

/** Which migration-time seed version is loaded, so later starts reuse the data. */
export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
