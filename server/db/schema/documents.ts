// Product documents (datasheets, safety data sheets, certificates of analysis per lot, manuals) and their bytes.
import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';
import { products } from './catalogue.ts';
import { staff } from './staff.ts';
import { LOT_NUMBER } from '../../../src/contracts/catalogue-facts.ts';
import { documentKinds } from '../../../src/contracts/documents.ts';

/**
 * PostgreSQL `bytea`. Both drivers answer it as a Uint8Array (postgres-js as a Buffer, which is one) and
 * take a Uint8Array.
 */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The files themselves, addressed by the SHA-256 of their bytes: every server process sharing the
 * database serves them, two documents with the same bytes share one row, and the hash is the ETag.
 */
export const documentFiles = pgTable('document_files', {
  sha256: text('sha256').primaryKey(),
  sizeBytes: integer('size_bytes').notNull(),
  bytes: bytea('bytes').notNull(),
});

/**
 * What is on file for a product: one datasheet / SDS / manual per language (`lang` null = any
 * language), one certificate per lot. `source = 'demo'` rows (the demo's documents, and the certificates of lots staff release)
 * are drawn from the product's and the lot's data on first use (server/modules/documents/demo-documents.ts): `sha256` is null until then, so seeding stays fast.
 */
export const documents = pgTable(
  'documents',
  {
    ...serialId(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: documentKinds }).notNull(),
    /** COA only: the lot number, upper case. */
    lot: text('lot'),
    /** COA only: the date the certificate was issued (YYYY-MM-DD). */
    issuedOn: date('issued_on'),
    lang: text('lang', { enum: ['en', 'zh'] }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').references(() => documentFiles.sha256),
    sizeBytes: integer('size_bytes'),
    source: text('source', { enum: ['upload', 'demo'] }).notNull().default('upload'),
    staffId: integer('staff_id').references(() => staff.id),
    ...createdAt(),
  },
  (t) => [
    unique('documents_product_kind_lot_lang_uq').on(t.productId, t.kind, t.lot, t.lang).nullsNotDistinct(),
    index('documents_sha256_idx').on(t.sha256),
    // The contracts' lot rule (the pattern reads the same as a PostgreSQL regular expression).
    check('documents_lot_rule', sql`${t.lot} ~ ${sql.raw(`'${LOT_NUMBER.source}'`)}`),
  ],
);

/**
 * A product's images, in the order the product page shows them (the first is the main one). The bytes
 * are the re-encoded image (server/modules/product-images/image-check.ts) kept in `document_files`, so
 * they share the documents' store; `alt_en` / `alt_zh` describe the picture in each language.
 */
export const productImages = pgTable(
  'product_images',
  {
    ...serialId(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull().references(() => documentFiles.sha256),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The WebP copy of the same pixels (server/modules/product-images/webp.ts); null when it is not smaller. */
    webpSha256: text('webp_sha256').references(() => documentFiles.sha256),
    altEn: text('alt_en').notNull().default(''),
    altZh: text('alt_zh').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    staffId: integer('staff_id').references(() => staff.id),
    ...createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sort), index('product_images_sha256_idx').on(t.sha256)],
);

/**
 * Drawn pictures of products without a photograph (server/modules/product-pictures), by the key of what
 * their label shows: drawn once on first request and then served from here by every process. A product
 * keeps only its current picture: drawing a new key removes the product's older ones.
 */
export const drawnPictures = pgTable(
  'drawn_pictures',
  {
    key: text('key').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    bytes: bytea('bytes').notNull(),
    ...createdAt(),
  },
  (t) => [index('drawn_pictures_product_idx').on(t.productId)],
);
