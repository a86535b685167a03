// The site of the render bench, in this process: the built page renderer over a fresh embedded database seeded
// with the demo data plus copies of its products, so there are hundreds of distinct product and search pages.
import { createApp } from '../server/app.ts';
import { openPglite, openPostgres, type Database } from '../server/db/client.ts';
import type { AppDeps } from '../server/deps.ts';
import { seedDemo } from '../server/demo/index.ts';
import { createRegionResolver } from '../server/geo/region.ts';
import { Memo } from '../server/http/memo.ts';
import type { CachedBody } from '../server/http/cached-body.ts';
import { silentLogger } from '../server/log.ts';
import { adminStatement, databaseUrl } from '../server/test/pg-admin.ts';
import { createPageHandler, type RenderedPage, type RenderFn } from '../server/web/page-handler.ts';
import { ShellMemo } from '../server/web/shell-memo.ts';
import { builtRenderer, pageHandlerBase, withProductCopies } from './render-products.ts';

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
  const { render, template } = await builtRenderer<RenderFn>(distDir);
  const database = await openBenchDatabase();
  await seedDemo(database.db);
  const catalogNumbers = await withProductCopies(database);
  const region = createRegionResolver();
  const app = (kind: Parameters<RenderSite['app']>[0]) => {
    const web = createPageHandler({
      ...pageHandlerBase(render, template, region),
      pageData: kind.startsWith('http') ? 'http' : 'direct',
      memo: kind === 'direct+page-memo' ? new Memo<RenderedPage>(600_000) : undefined,
      shellMemo: kind === 'direct' ? undefined : new ShellMemo(600_000),
    });
    const deps: AppDeps = { db: database.db, log: silentLogger, now: () => new Date(), region, web };
    return createApp(deps, kind === 'http+api-memo' ? { memo: new Memo<CachedBody>(600_000) } : {});
  };
  return { catalogNumbers, databaseLabel: database.label, app, close: () => database.close() };
}
