/**
 * How the render bench times pages, shared by bench/render.bench.ts and the same measurement at the commit before
 * the change (bench/before/): each request through the app's `app.request` (no socket), body read, status 200
 * checked; sequentially and 8 at a time, each on a new app after warm-up requests on other pages. Nothing here
 * imports the server, so the same file runs against either commit's app.
 */
import { performance } from 'node:perf_hooks';

export const PAGES = Number(process.env.BENCH_RENDER_PAGES ?? 240);
/** Rows to run by their page's first word (`product,search`): all when unset (the home rows take longest). */
const ONLY = process.env.BENCH_RENDER_ONLY?.split(',');
export const wanted = (page: string) => !ONLY || ONLY.includes(page.split(' ')[0]!);
/** Requests on other pages before each timed run, so the app's memos hold what production's would (the frame). */
export const WARMUPS = 30;
/**
 * Pages rendered before the first row, on throwaway apps: without them the first row measured a process whose
 * JIT was still compiling the renderer (it came out 1-3 ms slower than the same row run later).
 */
export const PROCESS_WARMUPS = 100;
const CONCURRENCY = 8;

export const HTML = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-US,en;q=0.9' };
export const API = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd', 'x-lang': 'en' };

/** What the bench needs of an app (Hono's `request`). */
export interface Requestable {
  request(path: string, init: { headers: Record<string, string> }): Response | Promise<Response>;
}

export interface Figures {
  p50: number;
  p95: number;
  /** Answers per second (8 at a time: wall time of the run). */
  rate: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Times each path's answer (status 200, body read) with `concurrency` requests in flight. */
export async function timeAll(app: Requestable, paths: string[], headers: Record<string, string>, concurrency: number): Promise<Figures> {
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

export interface Measured {
  seq: Figures;
  conc: Figures;
}

/** Sequential and 8 at a time, each on a new app (fresh memos), after warm-up requests on other pages. */
export async function measure(make: () => Requestable, paths: string[], warm: string[], headers: Record<string, string>, prime = false): Promise<Measured> {
  const run = async (concurrency: number) => {
    const app = make();
    await timeAll(app, warm, headers, 1);
    if (prime) await timeAll(app, paths, headers, 1); // the warm row: every page rendered once before timing
    return timeAll(app, paths, headers, concurrency);
  };
  return { seq: await run(1), conc: await run(CONCURRENCY) };
}

/** The pages of each row, from catalog numbers: English and `/cn` alternately. */
const lang = (i: number) => (i % 2 ? '/cn' : '');
export const PAGE_PATHS = {
  'product page': (list: string[]) => list.map((n, i) => `${lang(i)}/product-detail?catalogNumber=${n}`),
  // A catalog number finds its product (and the products whose numbers contain it): never the not-found redirect.
  'search page': (list: string[]) => list.map((n, i) => `${lang(i)}/search?keywords=${encodeURIComponent(n)}`),
  // The home page has one address per language; a query it ignores makes each request another page.
  'home page': (list: string[]) => list.map((_, i) => `${lang(i) || '/'}?from=${i}`),
} as const;
export type PageName = keyof typeof PAGE_PATHS;
export const apiPaths = (list: string[]) => list.map((n) => `/api/v1/product/${n}`);

/**
 * Catalog numbers for the rows: warm-up pages, the timed pages and the process warm-up's pages, all distinct.
 */
export function pickPages(numbers: string[]) {
  if (numbers.length < WARMUPS + PAGES + PROCESS_WARMUPS) throw new Error(`only ${numbers.length} products for ${PAGES} pages`);
  return { warm: numbers.slice(0, WARMUPS), timed: numbers.slice(WARMUPS, WARMUPS + PAGES), process: numbers.slice(WARMUPS + PAGES, WARMUPS + PAGES + PROCESS_WARMUPS) };
}

/** The figures bench/before/render-before.bench.ts writes for BENCH_RENDER_BEFORE. */
export interface BeforeFigures {
  commit: string;
  measuredAt: string;
  /** The load average at the end of the run. */
  load: number;
  rows: { page: string; how: string; kind: string; f: Measured }[];
}

export const ms = (f: Figures) => `${f.p50.toFixed(2)} / ${f.p95.toFixed(2)} ms`;
