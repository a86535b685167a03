/**
 * Page render (run by bench/render.bench.ts, bundled and under plain node as production runs the server): server
 * time of pages that are not in the page memo (cold), rendered from the server's queries
 * directly (server/web/site-data.direct.ts), beside the baseline measured the same way in the same run: the
 * same built renderer reading its data through the API answered in-process (`pageData: 'http'`), with no
 * memo, and with the API memo production runs with. Also the warm page (from the page memo) and the plain API
 * read of the same products.
 *   npm run bench -- render     (DIST_DIR=dist-bench by default; built first when $DIST_DIR/server is missing;
 *   BENCH_RENDER_PAGES: pages per row, 240; BENCH_RENDER_ONLY=product,search: those rows only;
 *   BENCH_RENDER_PG=<admin URL>: on a PostgreSQL database of its own instead of PGlite in memory;
 *   BENCH_RENDER_BEFORE=<file>: the figures of the commit before the change, measured by bench/before/run.sh)
 * In this process: the app as server/main.ts builds it, over a fresh PGlite with the demo data and copies of
 * its products; each request goes through `app.request` (no socket), so the time is the server's own: routing,
 * loaders, React's renderToString, the template, the ETag and the brotli a browser's Accept-Encoding asks for.
 * Every figure is over PAGES distinct pages (English and Chinese alternately), sequential and 8 at a time.
 * Targets (issue 12): cold product page p50 <= 5 ms, search page <= 10 ms, both >= 5x faster than the render
 * through the in-process API before the change: with BENCH_RENDER_BEFORE, the figures of that commit measured
 * the same way (its production setting, the API memo on, against ours); without it, this run's HTTP rows, which
 * share this commit's queries and database client and so understate the change.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { openRenderSite } from './render-site.ts';
import { API, apiPaths, HTML, measure, ms, PAGE_PATHS, PAGES, pickPages, timeAll, wanted, type BeforeFigures, type Measured, type PageName } from './render-timing.ts';

const DIST_DIR = process.env.DIST_DIR ?? 'dist-bench';

/** The ways of rendering measured, each on its own app over the same database (bench/render-site.ts). */
const KINDS = [
  ['cold, direct data, frame kept (ours, as production runs)', 'direct+shell-memo'],
  ['cold, through the API in-process, API memo on (baseline, as production ran)', 'http+api-memo'],
  ['cold, direct data, nothing kept', 'direct'],
  ['cold, through the API in-process, nothing kept (baseline)', 'http'],
] as const;

/** p50 targets of the cold page, in ms (issue 12). */
const LIMITS: Record<string, number> = { 'product page': 5, 'search page': 10 };

/** Each direct row against the HTTP row run the same way: with the memos production has (had), or with none. */
const BASE_KIND: Record<string, string> = { 'direct+shell-memo': 'http+api-memo', direct: 'http' };

interface Row {
  page: string;
  how: string;
  kind: string;
  f: Measured;
  /** Measured at the commit before the change (BENCH_RENDER_BEFORE). */
  before?: boolean;
}

function beforeRows(): { rows: Row[]; label: string } | null {
  const file = process.env.BENCH_RENDER_BEFORE;
  if (!file) return null;
  const before = JSON.parse(readFileSync(file, 'utf8')) as BeforeFigures;
  const rows = before.rows.filter((r) => wanted(r.page)).map((r) => ({ ...r, how: `before the change (${before.commit}): ${r.how}`, before: true }));
  return { rows, label: `the commit before the change, ${before.commit}, measured ${before.measuredAt} (load average ${before.load.toFixed(1)})` };
}

async function runRenderRows(): Promise<void> {
  const site = await openRenderSite(DIST_DIR);
  try {
    const pages = pickPages(site.catalogNumbers);
    // Every way of rendering every page once over, on throwaway apps, before the first timed row.
    for (const page of Object.keys(PAGE_PATHS) as PageName[]) {
      if (!wanted(page)) continue;
      for (const [, kind] of KINDS) await timeAll(site.app(kind), PAGE_PATHS[page](pages.process), HTML, 1);
    }
    const rows: Row[] = [];
    for (const page of Object.keys(PAGE_PATHS) as PageName[]) {
      if (!wanted(page)) continue;
      const paths = PAGE_PATHS[page];
      for (const [how, kind] of KINDS) rows.push({ page, how, kind, f: await measure(() => site.app(kind), paths(pages.timed), paths(pages.warm), HTML) });
    }
    const products = PAGE_PATHS['product page'];
    if (wanted('product')) rows.push({ page: 'product page', how: 'warm (page memo)', kind: 'warm', f: await measure(() => site.app('direct+page-memo'), products(pages.timed), products(pages.warm), HTML, true) });
    if (wanted('product')) rows.push({ page: 'product API read', how: 'GET /api/v1/product/{n}, no memo', kind: 'api', f: await measure(() => site.app('direct'), apiPaths(pages.timed), apiPaths(pages.warm), API) });

    const before = beforeRows();
    console.log(`Page render: ${PAGES} distinct pages per row (en and /cn alternately), ${DIST_DIR}, ${site.databaseLabel}, ${site.catalogNumbers.length} products; Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}`);
    console.log(`Ratios against ${before ? before.label : "this run's HTTP rows (no BENCH_RENDER_BEFORE)"}.`);
    console.log('| page | how | sequential p50 / p95 | 8 at a time p50 / p95 | pages/s (8 at a time) | baseline p50 / this p50 (sequential) | target | verdict |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const row of [...rows, ...(before?.rows ?? [])]) {
      const { page, how, kind, f } = row;
      const base = row.before ? undefined : (before?.rows ?? rows).find((r) => r.page === page && r.kind === BASE_KIND[kind]);
      const ratio = base ? base.f.seq.p50 / f.seq.p50 : null;
      const limit = kind === 'direct+shell-memo' ? LIMITS[page] : undefined;
      const verdict = limit && ratio ? (f.seq.p50 <= limit && ratio >= 5 ? 'met' : 'missed') : '';
      console.log(`| ${page} | ${how} | ${ms(f.seq)} | ${ms(f.conc)} | ${f.conc.rate.toFixed(0)} | ${ratio ? `${ratio.toFixed(1)}x` : ''} | ${limit ? `p50 <= ${limit} ms, >= 5x` : ''} | ${verdict} |`);
    }
  } finally {
    await site.close();
  }
}

await runRenderRows();
