/**
 * Search benchmark: p50/p95 latency of the search query functions (server/modules/search) on PGlite
 * with 20,000 generated products, for catalog-number, English and Chinese queries, beside a naive
 * baseline measured in the same run (every product loaded, then filtered in JavaScript per query)
 * and the plain SQL ILIKE query the in-memory index replaced.
 *   npx tsx bench/search.bench.ts          (or import { runSearchBench } from a bench runner)
 * Target (issue 5): p95 < 30 ms.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { openPglite } from '../server/db/client.ts';
import { categories, products, productSizes } from '../server/db/schema/index.ts';
import { insertChunked } from '../server/demo/insert.ts';
import { searchCounts, searchProducts, searchProductsSql } from '../server/modules/search/search.queries.ts';
import { mulberry32 } from '../src/science/testing/prng.ts';
import type { Db } from '../server/db/client.ts';

export const PRODUCT_COUNT = 20_000;
const RUNS = 60;
const WARMUPS = 5;

const TARGETS: [string, string][] = [
  ['IL-2', '白介素-2'], ['IL-6', '白介素-6'], ['TNF-alpha', '肿瘤坏死因子α'], ['PD-1', '程序性死亡受体1'], ['VEGF-A', '血管内皮生长因子A'],
  ['EGF', '表皮生长因子'], ['IFN-gamma', '干扰素γ'], ['CD19', 'CD19'], ['HER2', '人表皮生长因子受体2'], ['T7 RNA Polymerase', 'T7 RNA聚合酶'],
];
const SPECIES: [string, string][] = [['Human', '人'], ['Mouse', '小鼠'], ['Rat', '大鼠'], ['Cynomolgus', '食蟹猴']];

/** Deterministic fixture: 20,000 products over 10 categories, one or two sizes each. */
function fixture() {
  const rand = mulberry32(20_261_121);
  const cats = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, parentId: null, kind: 'product' as const, nameEn: `Area ${i + 1}`, nameZh: `分类${i + 1}`, url: null, visible: true, sort: i }));
  const rows = [];
  const sizes = [];
  for (let i = 1; i <= PRODUCT_COUNT; i++) {
    const [tEn, tZh] = TARGETS[Math.floor(rand() * TARGETS.length)]!;
    const [sEn, sZh] = SPECIES[Math.floor(rand() * SPECIES.length)]!;
    rows.push({
      id: i,
      catalogNumber: `BEN-${String.fromCharCode(65 + (i % 26))}${String(i).padStart(5, '0')}`,
      nameEn: `Recombinant ${sEn} ${tEn} Protein, His Tag ${i}`,
      nameZh: `重组${sZh}${tZh}蛋白（His标签）${i}`,
      categoryId: (i % 10) + 1,
    });
    sizes.push({ id: i, productId: i, size: '50 µg', priceCny: String(800 + (i % 50) * 20), sort: 0 });
  }
  return { cats, rows, sizes };
}

type Fixture = ReturnType<typeof fixture>;

async function load(db: Db, f: Fixture) {
  await db.transaction(async (tx) => {
    await insertChunked(tx, categories, f.cats);
    await insertChunked(tx, products, f.rows);
    await insertChunked(tx, productSizes, f.sizes);
  });
}

/** The naive baseline: all products read on each query, filtered with toLowerCase().includes. */
async function naiveSearch(db: Db, keyword: string) {
  const all = await db.select({ id: products.id, catalogNumber: products.catalogNumber, nameEn: products.nameEn, nameZh: products.nameZh }).from(products);
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  const hits = all.filter((p) => words.every((w) => `${p.catalogNumber} ${p.nameEn} ${p.nameZh}`.toLowerCase().includes(w)));
  return { total: hits.length, list: hits.slice(0, 20) };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function latency(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARMUPS; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export const QUERIES: [label: string, keyword: string][] = [
  ['catalog number (exact)', 'BEN-V12345'],
  ['English, one word', 'tnf-alpha'],
  ['English, two words', 'mouse IL-6'],
  ['Chinese substring', '白介素'],
];

export async function runSearchBench(): Promise<void> {
  const f = fixture();
  const database = await openPglite('memory://');
  try {
    const t0 = performance.now();
    await load(database.db, f);
    await database.db.execute('analyze');
    console.log(`${PRODUCT_COUNT} products loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s (Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, load ${loadavg()[0]!.toFixed(1)})`);
    // Build the index once before measuring, as a running server has it: otherwise the first query's
    // figures carry the index build and the garbage it leaves for the collector.
    for (const [, keyword] of QUERIES) await searchProducts(database.db, 'en', 'cn', keyword, {}, { page: 1, size: 20 });
    console.log('| query | results | ours: index p50 / p95 (page + tab counts) | SQL ILIKE p50 / p95 | naive JS scan p50 / p95 | target p95 < 30 ms |');
    console.log('|---|---|---|---|---|---|');
    for (const [label, keyword] of QUERIES) {
      const page = { page: 1, size: 20 };
      const ours = async () => Promise.all([searchProducts(database.db, 'en', 'cn', keyword, {}, page), searchCounts(database.db, keyword, {})]);
      const [[result], naive] = await Promise.all([ours(), naiveSearch(database.db, keyword)]);
      if (result.total !== naive.total) throw new Error(`${label}: ${result.total} results, baseline ${naive.total}`);
      const a = await latency(ours);
      const s = await latency(() => searchProductsSql(database.db, keyword, {}, page));
      const b = await latency(() => naiveSearch(database.db, keyword));
      const ms = (x: { p50: number; p95: number }) => `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)} ms`;
      console.log(`| ${label} \`${keyword}\` | ${result.total} | ${ms(a)} | ${ms(s)} | ${ms(b)} | ${a.p95 < 30 ? 'met' : 'missed'} |`);
    }
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runSearchBench();
