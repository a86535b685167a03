// The render bench's site at the commit before pages were rendered from data (bench/before/run.sh copies this file
// into a checkout of that commit, beside bench/render-timing.ts and bench/render-products.ts): the same database,
// products and renderer as bench/render-site.ts builds; at that commit every page reads its data through the
// API, answered in-process (its server/web/page-handler.ts).
import { createApp } from '../server/app.ts';
import { openPglite } from '../server/db/client.ts';
import type { AppDeps } from '../server/deps.ts';
import { seedDemo } from '../server/demo/index.ts';
import { createRegionResolver } from '../server/geo/region.ts';
import { Memo, type CachedBody } from '../server/http/etag.ts';
import { silentLogger } from '../server/log.ts';
import { createPageHandler, type RenderedPage, type RenderFn } from '../server/web/page-handler.ts';
import { builtRenderer, pageHandlerBase, withProductCopies } from './render-products.ts';

/** Ways of rendering at that commit: always through the API in-process; with no memo, the API memo, or the page memo. */
export type BeforeKind = 'http' | 'http+api-memo' | 'http+page-memo';

export async function openBeforeSite(distDir: string) {
  const { render, template } = await builtRenderer<RenderFn>(distDir);
  const database = await openPglite('memory://');
  await seedDemo(database.db);
  const catalogNumbers = await withProductCopies(database);
  const region = createRegionResolver();
  const app = (kind: BeforeKind) => {
    const web = createPageHandler({
      ...pageHandlerBase(render, template, region),
      memo: kind === 'http+page-memo' ? new Memo<RenderedPage>(600_000) : undefined,
    });
    const deps: AppDeps = { db: database.db, log: silentLogger, now: () => new Date(), region, web };
    return createApp(deps, kind === 'http+api-memo' ? { memo: new Memo<CachedBody>(600_000) } : {});
  };
  return { catalogNumbers, app, close: () => database.close() };
}
