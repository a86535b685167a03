/**
 * Page render: server time of pages that are not in the page memo (cold), rendered from the server's queries
 * directly (server/web/site-data.direct.ts), beside the baseline measured the same way in the same run: the
 * same built renderer reading its data through the API answered in-process (`pageData: 'http'`), with no
 * memo, and with the API memo production runs with. Also the warm page (from the page memo) and the plain API
 * read of the same products.
 *   npm run bench -- render     (DIST_DIR=dist-bench by default; built first when $DIST_DIR/server is missing;
 *   BENCH_RENDER_PAGES: pages per row, 240; BENCH_RENDER_ONLY=product,search: those rows only;
 *   BENCH_RENDER_PG=<admin URL>: on a PostgreSQL database of its own instead of PGlite in memory)
 * In this process: the app as server/main.ts builds it, over a fresh PGlite with the demo data and copies of
 * its products; each request goes through `app.request` (no socket), so the time is the server's own: routing,
 * loaders, React's renderToString, the template, the ETag and the brotli a browser's Accept-Encoding asks for.
 * Every figure is over PAGES distinct pages (English and Chinese alternately), sequential and 8 at a time.
 * Targets (issue 12): cold product page p50 <= 5 ms, search page <= 10 ms, both >= 5x faster than the HTTP render.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { openRenderSite, type RenderSite } from './render-site.ts';

const DIST_DIR = process.env.DIST_DIR ?? 'dist-bench';
const PAGES = Number(process.env.BENCH_RENDER_PAGES ?? 240);
/** Rows to run by their page's first word (`product,search`): all when unset (the home rows take longest). */
const ONLY = process.env.BENCH_RENDER_ONLY?.split(',');
const wanted = (page: string) => !ONLY || ONLY.includes(page.split(' ')[0]!);
const WARMUPS = 30;
const CONCURRENCY = 8;

const HTML = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-US,en;q=0.9' };
const API = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd', 'x-lang': 'en' };

type App = ReturnType<RenderSite['app']>;
interface Figures {
  p50: number;
  p95: number;
  /** Answers per second (8 at a time: wall time of the run). */
  rate: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Times each path's answer (status 200, body read) with `concurrency` requests in flight. */
async function timeAll(app: App, paths: string[], headers: Record<string, string>, concurrency: number): Promise<Figures> {
  const times: number[] = [];
  let next = 0;
  const start = performance.now();
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const t = performance.now();
      const res = await app.request(path, { headers });
      await res.arrayBuffer();
      times.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wall = performance.now() - start;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), rate: (paths.length / wall) * 1000 };
}

/** Sequential and 8 at a time, each on a new app (fresh memos), after warm-up requests on other pages. */
async function measure(make: () => App, paths: string[], warm: string[], headers: Record<string, string>, prime = false) {
  const run = async (concurrency: number) => {
    const app = make();
    await timeAll(app, warm, headers, 1);
    if (prime) await timeAll(app, paths, headers, 1); // the warm row: every page rendered once before timing
    return timeAll(app, paths, headers, concurrency);
  };
  return { seq: await run(1), conc: await run(CONCURRENCY) };
}

/** The ways of rendering measured, each on its own app over the same database (bench/render-site.ts). */
const KINDS = [
  ['cold, direct data, frame kept (ours, as production runs)', 'direct+shell-memo'],
  ['cold, through the API in-process, API memo on (baseline, as production ran)', 'http+api-memo'],
  ['cold, direct data, nothing kept', 'direct'],
  ['cold, through the API in-process, nothing kept (baseline)', 'http'],
] as const;

/** p50 targets of the cold page, in ms (issue 12). */
const LIMITS: Record<string, number> = { 'product page': 5, 'search page': 10 };

const ms = (f: Figures) => `${f.p50.toFixed(2)} / ${f.p95.toFixed(2)} ms`;

export async function runRenderBench(): Promise<void> {
  const site = await openRenderSite(DIST_DIR);
  try {
    const numbers = site.catalogNumbers;
    if (numbers.length < PAGES + WARMUPS) throw new Error(`only ${numbers.length} products for ${PAGES} pages`);
    const lang = (i: number) => (i % 2 ? '/cn' : '');
    const pick = (from: number, n: number) => numbers.slice(from, from + n);
    const productPaths = (list: string[]) => list.map((n, i) => `${lang(i)}/product-detail?catalogNumber=${n}`);
    // A catalog number finds its product (and the products whose numbers contain it): never the not-found redirect.
    const searchPaths = (list: string[]) => list.map((n, i) => `${lang(i)}/search?keywords=${encodeURIComponent(n)}`);
    // The home page has one address per language; a query it ignores makes each request another page.
    const homePaths = (list: string[]) => list.map((_, i) => `${lang(i) || '/'}?from=${i}`);
    const products = pick(WARMUPS, PAGES);
    const warm = pick(0, WARMUPS);

    const rows: { page: string; how: string; kind: string; f: Awaited<ReturnType<typeof measure>> }[] = [];
    for (const [page, paths] of [
      ['product page', productPaths],
      ['search page', searchPaths],
      ['home page', homePaths],
    ] as const) {
      if (!wanted(page)) continue;
      for (const [how, kind] of KINDS) rows.push({ page, how, kind, f: await measure(() => site.app(kind), paths(products), paths(warm), HTML) });
    }
    if (wanted('product')) rows.push({ page: 'product page', how: 'warm (page memo)', kind: 'warm', f: await measure(() => site.app('direct+page-memo'), productPaths(products), productPaths(warm), HTML, true) });
    const apiPaths = (list: string[]) => list.map((n) => `/api/v1/product/${n}`);
    if (wanted('product')) rows.push({ page: 'product API read', how: 'GET /api/v1/product/{n}, no memo', kind: 'api', f: await measure(() => site.app('direct'), apiPaths(products), apiPaths(warm), API) });

    console.log(`Page render: ${PAGES} distinct pages per row (en and /cn alternately), ${DIST_DIR}, ${site.databaseLabel}, ${numbers.length} products; Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}`);
    console.log('| page | how | sequential p50 / p95 | 8 at a time p50 / p95 | pages/s (8 at a time) | baseline p50 / this p50 (sequential) | target | verdict |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const { page, how, kind, f } of rows) {
      // Each direct row against the HTTP row run the same way: with the memos production has, or with none.
      const baseKind = kind === 'direct+shell-memo' ? 'http+api-memo' : kind === 'direct' ? 'http' : null;
      const base = rows.find((r) => r.page === page && r.kind === baseKind);
      const ratio = base ? base.f.seq.p50 / f.seq.p50 : null;
      const limit = kind === 'direct+shell-memo' ? LIMITS[page] : undefined;
      const verdict = limit && ratio ? (f.seq.p50 <= limit && ratio >= 5 ? 'met' : 'missed') : '';
      console.log(`| ${page} | ${how} | ${ms(f.seq)} | ${ms(f.conc)} | ${f.conc.rate.toFixed(0)} | ${ratio ? `${ratio.toFixed(1)}x` : ''} | ${limit ? `p50 <= ${limit} ms, >= 5x` : ''} | ${verdict} |`);
    }
  } finally {
    await site.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runRenderBench();
