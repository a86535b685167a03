/**
 * Load: autocannon at a fixed 500 requests per second against the built site on loopback, embedded
 * database (PGlite), with a browser's Accept-Encoding.
 *   npm run bench -- load      (DIST_DIR=dist-bench by default; built first when $DIST_DIR/client is missing)
 * Per endpoint: a 3 s warm-up at the same rate, then 10 s measured; achieved requests per second,
 * p50 / p97.5 / p99 latency, errors (connection errors and timeouts) and non-2xx answers.
 * Baseline, same run, same way: /api/v1/health (no database, tiny body). Target: 500 rps with p99 < 100 ms.
 * `BENCH_LOAD_SECONDS` changes the measured duration, `BENCH_LOAD_CONNECTIONS` the connections (100);
 * `BENCH_LOAD_PROFILE=DIR` starts the server with
 * `node --cpu-prof --cpu-prof-dir=DIR` (the profile is written when the server stops).
 */
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startSite } from './site.ts';

const DIST_DIR = process.env.DIST_DIR ?? 'dist-bench';
const RATE = 500;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
/**
 * Enough connections that 500 rps fits even at 100 ms per answer (autocannon waits for each answer).
 * autocannon's rate is a budget per connection and second: each connection sends its 5 requests as fast
 * as answers come at the start of every second, so the server sees a burst of up to 100 concurrent
 * requests each second rather than one every 2 ms; p99 is then the time to drain that burst.
 */
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 100);
const P99_TARGET_MS = 100;

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-US,en;q=0.9' };
/** The page's API client names the page language in x-lang (src/api/client.ts). */
const API = { ...BROWSER, accept: 'application/json', 'x-lang': 'en' };

export const ENDPOINTS: { name: string; path: string; headers: Record<string, string> }[] = [
  { name: 'health (baseline)', path: '/api/v1/health', headers: API },
  // What /product-list?id=11 (Cytokines) asks for: src/pages/catalogue/catalogue.loaders.ts loadProductList.
  { name: 'product list API', path: '/api/v1/product?categoryId=11&page=1&size=20', headers: API },
  { name: 'product page HTML', path: '/product-detail?catalogNumber=CYT-H0201', headers: { ...BROWSER, accept: 'text/html' } },
  { name: 'product API', path: '/api/v1/product/CYT-H0201', headers: API },
  { name: 'product list page HTML', path: '/product-list?id=11', headers: { ...BROWSER, accept: 'text/html' } },
];

/** The page's entry script (the largest static file of a first visit), found in the home page's HTML. */
async function entryScript(url: string) {
  const html = await (await fetch(url)).text();
  const src = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('no entry script in the home page');
  return { name: 'entry script (static file)', path: src, headers: { ...BROWSER, accept: '*/*' } };
}

function fire(url: string, headers: Record<string, string>, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, headers, connections: CONNECTIONS, overallRate: RATE, duration: seconds, timeout: 10 });
}

export async function runLoadBench(): Promise<void> {
  const profileDir = process.env.BENCH_LOAD_PROFILE;
  const site = await startSite(DIST_DIR, profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {});
  const rows: { name: string; r: autocannon.Result }[] = [];
  try {
    for (const e of [...ENDPOINTS, await entryScript(site.url)]) {
      const check = await fetch(`${site.url}${e.path}`, { headers: e.headers });
      if (!check.ok) throw new Error(`${e.path} answered ${check.status}`);
      await fire(`${site.url}${e.path}`, e.headers, WARMUP_SECONDS);
      rows.push({ name: e.name, r: await fire(`${site.url}${e.path}`, e.headers, SECONDS) });
    }
  } finally {
    await site.stop();
  }
  console.log(`Load: ${RATE} rps for ${SECONDS} s per endpoint after ${WARMUP_SECONDS} s warm-up, ${CONNECTIONS} connections, loopback, PGlite, ${DIST_DIR}; ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}`);
  console.log('| endpoint | achieved rps | p50 | p97.5 | p99 | errors | non-2xx | mean body | target 500 rps, p99 < 100 ms |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const base = rows[0]!.r;
  for (const { name, r } of rows) {
    const rps = r.requests.total / r.duration;
    const met = rps >= RATE * 0.98 && r.latency.p99 < P99_TARGET_MS && r.errors === 0 && r.non2xx === 0;
    const vsBase = r === base ? '' : ` (${(r.latency.p99 / Math.max(base.latency.p99, 1)).toFixed(1)}x baseline p99)`;
    console.log(
      `| ${name} | ${rps.toFixed(0)} | ${r.latency.p50} ms | ${r.latency.p97_5} ms | ${r.latency.p99} ms | ${r.errors} | ${r.non2xx} | ${(r.throughput.total / Math.max(r.requests.total, 1) / 1024).toFixed(1)} KB | ${met ? 'met' : 'missed'}${vsBase} |`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runLoadBench();
