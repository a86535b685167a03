import { createHash } from 'node:crypto';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  areas,
  articles,
  banners,
  categories,
  categoryLinks,
  citations,
  dictEntries,
  distributors,
  globalConfig,
  industries,
  productSizes,
  products,
  recruitmentPosts,
  relatedProducts,
  resources,
  seedState,
  services,
} from '../db/schema/index.ts';
import { buildDemoData, type DemoData } from './data.ts';
import { insertChunked, resetSequences, type Tx } from './insert.ts';
import { insertDemoDocuments } from './documents.ts';
import { insertDemoLots } from './lots.ts';

export const SEED_NAME = 'demo';
/**
 * The demo content's version, read from the content itself (the first 28 bits of the SHA-256 of the generated
 * rows): every change to the demo data is a new version without a number to bump by hand. A database holding
 * another version gets the demo tables replaced on the next start; one at this version is left alone.
 */
export const seedVersionOf = (data: DemoData) => Number.parseInt(createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 7), 16);

let demo: { data: DemoData; version: number } | undefined;

/** The demo rows and their version, built once per process (the generator is deterministic, about 0.15 s). */
export function demoContent(): { data: DemoData; version: number } {
  if (!demo) {
    const data = buildDemoData();
    demo = { data, version: seedVersionOf(data) };
  }
  return demo;
}

/** Any constant works: it only has to be the same for every process seeding the same database. */
const SEED_LOCK_KEY = 7_310_001;

/** Tables in insertion order (parents before children); cleared in the reverse order. */
function plan(d: DemoData): [PgTable, readonly object[]][] {
  return [
    [categories, d.categories],
    // New-product areas list the new products of these product categories (GET /product?newAreaId=).
    [categoryLinks, d.newProductAreas.flatMap((a) => a.productCategoryIds.map((productCategoryId) => ({ categoryId: a.id, productCategoryId })))],
    [products, d.products],
    [productSizes, d.productSizes],
    [relatedProducts, d.relatedProducts],
    [citations, d.citations],
    [services, d.services],
    [resources, d.resources],
    [areas, d.areas],
    [industries, d.industries],
    [distributors, d.distributors],
    [articles, d.articles],
    [recruitmentPosts, d.recruitmentPosts],
    [banners, d.banners],
    [globalConfig, d.globalConfig],
    [dictEntries, d.dictEntries],
  ];
}

/** Tables with a serial `id` (related_products and global_config have composite keys). */
const SERIAL_TABLES = [
  categories, products, productSizes, citations, services, resources, areas, industries, distributors,
  articles, recruitmentPosts, banners, dictEntries,
].map((t) => getTableName(t));

async function clearDemo(tx: Tx, tables: PgTable[]): Promise<void> {
  for (const table of [...tables].reverse()) await tx.delete(table);
}

/**
 * Loads the demo content in one transaction, unless `seed_state` says this version is already loaded.
 * A transaction-level advisory lock makes concurrent starts (two server processes) wait for each other
 * instead of both inserting.
 *
 * An older demo version is replaced. When rows people made (users, orders, applications) refer to the
 * old demo rows, replacing would delete or orphan them: then the old content stays and only the global
 * configuration keys that are new in this version are added (`kept: true`), so the site still starts.
 */
export async function seedDemo(db: Db): Promise<{ loaded: boolean; kept?: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [state] = await tx.select().from(seedState).where(eq(seedState.name, SEED_NAME));
    const { data, version } = demoContent();
    if (state && state.version === version) return { loaded: false };

    const steps = plan(data);
    const replaced = await tx
      .transaction(async (sp) => {
        if (state) await clearDemo(sp, steps.map(([table]) => table));
        for (const [table, rows] of steps) await insertChunked(sp, table, rows);
        await resetSequences(sp, SERIAL_TABLES);
        // Released lots in each size, with their measured results: certificates, shipping and recall.
        await insertDemoLots(sp);
        // Datasheet, SDS and certificates of every product; their files are drawn on first download.
        await insertDemoDocuments(sp);
        return true;
      })
      .catch((err: unknown) => {
        // A first load has nothing to keep: its failure is a real error.
        if (!state) throw err;
        return false;
      });
    if (!replaced) {
      await tx.insert(globalConfig).values(data.globalConfig).onConflictDoNothing();
      // The kept catalogue still gets this version's lots and documents, when its products allow it.
      await tx
        .transaction(async (sp) => {
          await insertDemoLots(sp);
          await insertDemoDocuments(sp);
        })
        .catch(() => undefined);
    }
    await tx
      .insert(seedState)
      .values({ name: SEED_NAME, version })
      .onConflictDoUpdate({ target: seedState.name, set: { version, loadedAt: sql`now()` } });
    return replaced ? { loaded: true } : { loaded: false, kept: true };
  });
}
