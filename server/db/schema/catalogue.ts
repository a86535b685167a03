// The catalogue: categories, products with their sizes and prices, citations, services, dictionaries, COA lots.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CATALOG_NUMBER } from '../../../src/contracts/catalogue-facts.ts';
import { stockStates } from '../../../src/contracts/product-specification.ts';
import { createdAt, enZh, enZhOrEmpty, enZhOrNull, instant, serialId, version } from './columns.ts';
import { specificationColumns } from './product-columns.ts';

/**
 * Kinds of tree: one tree table serves the product menu, new products, services, content sections and the
 * footer lists. The footer roots have fixed ids 4, 5 and 6 (resource, information, about) because the spec's
 * `GET /tree_structure?pid=4|5|6` names them.
 */
export const categoryKinds = ['product', 'new_product', 'service', 'content', 'footer'] as const;

export type CategoryKind = (typeof categoryKinds)[number];

export const categories = pgTable(
  'categories',
  {
    ...serialId(),
    parentId: integer('parent_id'),
    kind: text('kind', { enum: categoryKinds }).notNull(),
    ...enZh('name'),
    /** Optional link target (footer entries, external pages); product nodes link to /product-list?id=. */
    url: text('url'),
    visible: boolean('visible').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /**
     * The product category's UNSPSC commodity code (8 digits), which PunchOut carts carry on each line for the
     * buyer's procurement system to file the purchase; null: the nearest parent's, else the segment 12000000.
     */
    unspsc: text('unspsc'),
    ...version(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sort)],
);

export const products = pgTable(
  'products',
  {
    ...serialId(),
    catalogNumber: text('catalog_number').notNull(),
    ...enZh('name'),
    ...enZhOrEmpty('description'),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    species: text('species'),
    proteinTag: text('protein_tag'),
    target: text('target'),
    coupling: text('coupling'),
    expressionSystem: text('expression_system'),
    isNew: boolean('is_new').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    /** false: a draft or withdrawn product, kept for the back office, orders and documents but shown to no visitor. */
    visible: boolean('visible').notNull().default(true),
    ...enZhOrEmpty('troubleshooting'),
    ...enZhOrNull('seoTitle'),
    ...enZhOrNull('seoKeywords'),
    ...enZhOrNull('seoDescription'),
    // The specification a datasheet states, as declared in src/contracts/resources/product.ts (all optional).
    ...specificationColumns(),
    ...createdAt(),
    /**
     * When the product or one of its sizes last changed (every write sets it): the spreadsheet import compares it with
     * the export time of the file, so an old export cannot silently undo later edits.
     */
    updatedAt: instant('updated_at').notNull().defaultNow(),
    ...version(),
  },
  (t) => [
    uniqueIndex('products_catalog_number_uq').on(t.catalogNumber),
    index('products_category_idx').on(t.categoryId),
    // The contracts' one rule (the pattern reads the same as a PostgreSQL regular expression): a row no page could serve is refused.
    check('products_catalog_number_rule', sql`${t.catalogNumber} ~ ${sql.raw(`'${CATALOG_NUMBER.source}'`)}`),
  ],
);

/** A size of a product. `priceCny` null means the size is sold on inquiry only. */
export const productSizes = pgTable(
  'product_sizes',
  {
    ...serialId(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    priceCny: numeric('price_cny', { precision: 12, scale: 2 }),
    sort: integer('sort').notNull().default(0),
    /** In stock, ships in `leadTimeDays` days, or made to order; null: not stated. */
    stock: text('stock', { enum: stockStates }),
    leadTimeDays: integer('lead_time_days'),
  },
  (t) => [index('product_sizes_product_idx').on(t.productId, t.sort)],
);

/**
 * A line that names a catalogue size (an order's, a quote's), or none for a free-text line. No cascade:
 * a product in use is not removed.
 */
export const catalogueSize = () => ({
  productId: integer('product_id').references(() => products.id),
  sizeId: integer('size_id').references(() => productSizes.id),
});

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId] })],
);

export const citations = pgTable(
  'citations',
  {
    ...serialId(),
    title: text('title').notNull(),
    journal: text('journal').notNull(),
    impactFactor: numeric('impact_factor', { precision: 6, scale: 2 }).notNull(),
    year: integer('year').notNull(),
    doi: text('doi').notNull(),
    authors: text('authors').notNull().default(''),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  },
  (t) => [index('citations_product_idx').on(t.productId), index('citations_year_idx').on(t.year)],
);

/** Services sit under a `service` category (the spec's `/service?menuId=`). */
export const services = pgTable('services', {
  ...serialId(),
  categoryId: integer('category_id').notNull().references(() => categories.id),
  ...enZh('title'),
  ...enZhOrEmpty('summary'),
  ...enZhOrEmpty('body'),
  sort: integer('sort').notNull().default(0),
});

/** A New Products menu node lists the new products of these product categories. */
export const categoryLinks = pgTable(
  'category_links',
  {
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    productCategoryId: integer('product_category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.productCategoryId] })],
);

/** Small dictionaries used by forms and filters (species, protein tags, education, ...). */
export const dictEntries = pgTable(
  'dict_entries',
  {
    ...serialId(),
    type: text('type').notNull(),
    value: text('value').notNull(),
    ...enZh('label'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('dict_type_idx').on(t.type, t.sort)],
);
