import { and, count, eq, ilike, isNull, max, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/databases.ts';
import { openPglite, type Database, type Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { buildDemoData } from './data.ts';
import { demoContent, SEED_NAME, seedDemo } from './index.ts';
import { CAPPING_KIT_CATALOG } from './mrna-products.ts';

const data = buildDemoData();
const SEED_VERSION = demoContent().version;

const TABLES: [string, PgTable, number][] = [
  ['categories', s.categories, data.categories.length],
  ['products', s.products, data.products.length],
  ['product_sizes', s.productSizes, data.productSizes.length],
  ['related_products', s.relatedProducts, data.relatedProducts.length],
  ['citations', s.citations, data.citations.length],
  ['services', s.services, data.services.length],
  ['articles', s.articles, data.articles.length],
  ['resources', s.resources, data.resources.length],
  ['areas', s.areas, data.areas.length],
  ['industries', s.industries, data.industries.length],
  ['distributors', s.distributors, data.distributors.length],
  ['recruitment_posts', s.recruitmentPosts, data.recruitmentPosts.length],
  ['banners', s.banners, data.banners.length],
  ['global_config', s.globalConfig, data.globalConfig.length],
  ['dict_entries', s.dictEntries, data.dictEntries.length],
];

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of TABLES) out[name] = (await db.select({ n: count() }).from(table))[0]!.n;
  return out;
}

const expected = Object.fromEntries(TABLES.map(([name, , n]) => [name, n]));

describe('seedDemo on PGlite (memory)', () => {
  let database: Database;
  let db: Db;
  let first: { loaded: boolean };

  beforeAll(async () => {
    database = await openPglite('memory://');
    db = database.db;
    first = await seedDemo(db);
  }, 120_000);
  afterAll(() => database?.close());

  // Its time against the start-up budget (2 s) is measured by bench/seed.bench.ts, not asserted: the machines are shared.
  it('loads every table in one go', () => {
    expect(first).toEqual({ loaded: true });
  });

  it('writes exactly the generated rows and records the version', async () => {
    expect(await counts(db)).toEqual(expected);
    const [state] = await db.select().from(s.seedState).where(eq(s.seedState.name, SEED_NAME));
    expect(state?.version).toBe(SEED_VERSION);
  });

  it('has the fixed roots with their children, and footer lists 4/5/6', async () => {
    const roots = await db.select({ id: s.categories.id }).from(s.categories).where(isNull(s.categories.parentId));
    expect(roots.map((r) => r.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const pid of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const [row] = await db.select({ n: count() }).from(s.categories).where(eq(s.categories.parentId, pid));
      expect(row!.n, `children of ${pid}`).toBeGreaterThan(pid === 1 ? 5 : 1);
    }
  });

  it('finds 重组人白介素-2 by a Chinese substring, and the capping kit by catalog number', async () => {
    const il2 = await db.select().from(s.products).where(ilike(s.products.nameZh, '%重组人白介素-2%'));
    expect(il2.map((p) => p.nameEn)).toContain('Recombinant Human IL-2 Protein');
    const [kit] = await db.select().from(s.products).where(eq(s.products.catalogNumber, CAPPING_KIT_CATALOG));
    expect(kit?.nameZh).toBe('mRNA加帽率检测试剂盒（LC-MS法）');
  });

  it('keeps the citation facts in SQL (numeric column): max 54.94, mean 6.03', async () => {
    const [row] = await db
      .select({ n: count(), top: max(s.citations.impactFactor), mean: sql<string>`round(avg(${s.citations.impactFactor}), 2)::text` })
      .from(s.citations);
    expect(row).toEqual({ n: 1500, top: '54.94', mean: '6.03' });
  });

  it('has inquiry-only products and distributors in at least 10 provinces', async () => {
    const inquiryOnly = await db
      .select({ id: s.productSizes.productId })
      .from(s.productSizes)
      .groupBy(s.productSizes.productId)
      .having(sql`count(${s.productSizes.priceCny}) = 0`);
    expect(inquiryOnly.length).toBeGreaterThan(10);
    const [provinces] = await db.select({ n: sql<number>`count(distinct ${s.distributors.areaId})::int` }).from(s.distributors);
    expect(provinces!.n).toBeGreaterThanOrEqual(10);
  });

  it('resets the serial sequences past the explicit ids', async () => {
    await db.transaction(async (tx) => {
      const [row] = await tx.insert(s.categories).values({ kind: 'content', nameEn: 'x', nameZh: 'x' }).returning({ id: s.categories.id });
      expect(row!.id).toBeGreaterThan(data.categories.at(-1)!.id);
      tx.rollback();
    }).catch((e: Error) => {
      if (!/rollback/i.test(e.message)) throw e;
    });
  });

  it('does nothing on a second call', async () => {
    const before = await db.select().from(s.seedState);
    expect(await seedDemo(db)).toEqual({ loaded: false });
    expect(await counts(db)).toEqual(expected);
    expect(await db.select().from(s.seedState)).toEqual(before);
  });

  it('replaces the demo content when another version is recorded', async () => {
    await db.update(s.seedState).set({ version: SEED_VERSION - 1 }).where(eq(s.seedState.name, SEED_NAME));
    expect(await seedDemo(db)).toEqual({ loaded: true });
    expect(await counts(db)).toEqual(expected);
    const [state] = await db.select().from(s.seedState).where(and(eq(s.seedState.name, SEED_NAME), eq(s.seedState.version, SEED_VERSION)));
    expect(state).toBeDefined();
  });
});

describe('seedDemo on PostgreSQL', () => {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('postgres', { seed: false });
  }, 120_000);
  afterAll(() => database?.close());

  it('loads the same rows once', async () => {
    const db = database!.db;
    expect(await seedDemo(db)).toEqual({ loaded: true });
    expect(await counts(db)).toEqual(expected);
    expect(await seedDemo(db)).toEqual({ loaded: false });
  });
});

describe('seedDemo over a database people already use', () => {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  }, 120_000);
  afterAll(() => database?.close());

  it('keeps the old demo content when user rows refer to it, and adds the new configuration keys', async () => {
    const db = database!.db;
    const [area] = await db.select({ id: s.areas.id }).from(s.areas).limit(1);
    await db.insert(s.users).values({ email: 'kept@example.com', passwordHash: 'x', name: 'Kept', company: 'Lab', department: 'Bio', areaId: area!.id });
    await db.delete(s.globalConfig).where(eq(s.globalConfig.key, 'offices'));
    await db.update(s.seedState).set({ version: SEED_VERSION - 1 }).where(eq(s.seedState.name, SEED_NAME));
    expect(await seedDemo(db)).toEqual({ loaded: false, kept: true });
    expect(await db.select().from(s.users).where(eq(s.users.email, 'kept@example.com'))).toHaveLength(1);
    expect(await db.select().from(s.globalConfig).where(eq(s.globalConfig.key, 'offices'))).toHaveLength(2);
    const [state] = await db.select().from(s.seedState).where(eq(s.seedState.name, SEED_NAME));
    expect(state!.version).toBe(SEED_VERSION);
  });
});
