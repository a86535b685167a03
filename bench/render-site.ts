// The site of the render bench, in this process: the built page renderer over a fresh embedded database seeded
// with the demo data plus copies of its products, so there are hundreds of distinct product and search pages.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../server/app.ts';
import { openPglite, openPostgres, type Database } from '../server/db/client.ts';
import { products, productSizes } from '../server/db/schema/index.ts';
import type { AppDeps } from '../server/deps.ts';
import { insertChunked } from '../server/demo/insert.ts';
import { seedDemo } from '../server/demo/index.ts';
import { createRegionResolver } from '../server/geo/region.ts';
import { Memo } from '../server/http/memo.ts';
import type { CachedBody } from '../server/http/cached-body.ts';
import { silentLogger } from '../server/log.ts';
import { adminStatement, databaseUrl } from '../server/test/pg-admin.ts';
import { invalidateSearchIndex } from '../server/modules/search/search-index.ts';
import { createPageHandler, type RenderedPage, type RenderFn } from '../server/web/page-handler.ts';
import { ShellMemo } from '../server/web/shell-memo.ts';
import { buildSite, ROOT } from './site.ts';

/** Copies of each demo product (new catalog numbers, the same texts, category and sizes). */
const COPIES = 3;

/**
 * Adds COPIES copies of every demo product: catalog number `<original>-B<n>`, names with ` (B<n>)` appended,
 * everything else (descriptions, dictionary values, sizes and prices) as the original's. Returns the new numbers.
 */
async function addProductCopies(database: Database): Promise<string[]> {
  const originals = await database.db.select().from(products);
  const sizes = await database.db.select().from(productSizes);
  const top = Math.max(...originals.map((p) => p.id));
  const topSize = Math.max(...sizes.map((s) => s.id));
  const rows: (typeof products.$inferInsert)[] = [];
  const sizeRows: (typeof productSizes.$inferInsert)[] = [];
  for (let n = 1; n <= COPIES; n++) {
    for (const [i, p] of originals.entries()) {
      const id = top + (n - 1) * originals.length + i + 1;
      rows.push({ ...p, id, catalogNumber: `${p.catalogNumber}-B${n}`, nameEn: `${p.nameEn} (B${n})`, nameZh: `${p.nameZh} (B${n})` });
      for (const s of sizes.filter((x) => x.productId === p.id)) sizeRows.push({ ...s, id: topSize + sizeRows.length + 1, productId: id });
    }
  }
  await database.db.transaction(async (tx) => {
    await insertChunked(tx, products, rows);
    await insertChunked(tx, productSizes, sizeRows);
  });
  invalidateSearchIndex(database.db);
  return rows.map((r) => r.catalogNumber);
}

export interface RenderSite {
  /** Demo products and their copies: every catalog number is its own product page. */
  catalogNumbers: string[];
  /** Which database the pages read. */
  databaseLabel: string;
  /** One app per way of rendering pages, over the same database. */
  app(kind: 'direct' | 'direct+shell-memo' | 'http' | 'http+api-memo' | 'direct+page-memo'): ReturnType<typeof createApp>;
  close(): Promise<void>;
}

/**
 * The built renderer in `distDir` (built first when missing), as server/main.ts loads it, with React's
 * production build as production runs it (`NODE_ENV=production`, README): the renderer imports React from
 * node_modules, which picks its development build (several times slower) when NODE_ENV is not `production`.
 */
async function builtRenderer(distDir: string): Promise<{ render: RenderFn; template: string }> {
  process.env.NODE_ENV = 'production';
  if (!existsSync(join(ROOT, distDir, 'server', 'entry-server.js'))) buildSite(distDir);
  const render = (await import(pathToFileURL(join(ROOT, distDir, 'server', 'entry-server.js')).href)).render as RenderFn;
  return { render, template: readFileSync(join(ROOT, distDir, 'client', 'index.html'), 'utf8') };
}

/**
 * The bench's database: PGlite in memory, or with BENCH_RENDER_PG set to a PostgreSQL server's admin URL
 * (e.g. postgres://postgres@127.0.0.1:5432/test) a database of its own there, dropped at the end.
 */
async function openBenchDatabase(): Promise<Database & { label: string }> {
  const adminUrl = process.env.BENCH_RENDER_PG;
  if (!adminUrl) return { ...(await openPglite('memory://')), label: 'PGlite in memory' };
  const name = `bench_render_${process.pid}`;
  await adminStatement(`drop database if exists ${name} with (force)`, adminUrl);
  await adminStatement(`create database ${name}`, adminUrl);
  const opened = await openPostgres(databaseUrl(name, adminUrl));
  return {
    ...opened,
    label: `PostgreSQL on ${new URL(adminUrl).host}`,
    async close() {
      await opened.close();
      await adminStatement(`drop database if exists ${name} with (force)`, adminUrl);
    },
  };
}

export async function openRenderSite(distDir: string): Promise<RenderSite> {
  const { render, template } = await builtRenderer(distDir);
  const database = await openBenchDatabase();
  await seedDemo(database.db);
  const copies = await addProductCopies(database);
  const originals = (await database.db.select({ n: products.catalogNumber }).from(products)).map((r) => r.n).filter((n) => !copies.includes(n));
  const region = createRegionResolver();
  const app = (kind: Parameters<RenderSite['app']>[0]) => {
    const web = createPageHandler({
      template: async () => template,
      render: async () => render,
      hosts: {},
      publicOrigin: 'http://localhost',
      log: silentLogger,
      region,
      pageData: kind.startsWith('http') ? 'http' : 'direct',
      memo: kind === 'direct+page-memo' ? new Memo<RenderedPage>(600_000) : undefined,
      shellMemo: kind === 'direct' ? undefined : new ShellMemo(600_000),
    });
    const deps: AppDeps = { db: database.db, log: silentLogger, now: () => new Date(), region, web };
    return createApp(deps, kind === 'http+api-memo' ? { memo: new Memo<CachedBody>(600_000) } : {});
  };
  return { catalogNumbers: [...originals, ...copies], databaseLabel: database.label, app, close: () => database.close() };
}
