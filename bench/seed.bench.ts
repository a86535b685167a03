/**
 * Demo seed benchmark: the first start's `seedDemo` on a freshly migrated embedded database (every table in one go),
 * beside a baseline measured in the same run: the migrations alone, which every start runs before it.
 *   npm run bench -- seed          (or npx tsx bench/seed.bench.ts)
 * Target: the seed within the start-up budget of 2 s (what `npm start` may add to a first start on the 2-core machine).
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { openPglite } from '../server/db/client.ts';
import { seedDemo } from '../server/demo/index.ts';

const BUDGET_MS = 2_000;
const ROUNDS = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runSeedBench() {
  console.log(`node ${process.version}, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}; PGlite in memory, median of ${ROUNDS}`);
  const migrate: number[] = [];
  const seed: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    const database = await openPglite('memory://');
    migrate.push(performance.now() - t0);
    const t1 = performance.now();
    const result = await seedDemo(database.db);
    seed.push(performance.now() - t1);
    if (!result.loaded) throw new Error('the demo seed loaded nothing on a fresh database');
    await database.close();
  }
  const [m, s] = [median(migrate), median(seed)];
  console.log('| step | time | ratio to the baseline | target | verdict |');
  console.log('|---|---|---|---|---|');
  console.log(`| baseline: open and migrate a fresh database | ${(m / 1000).toFixed(2)} s | 1.0x | | |`);
  console.log(`| seedDemo, every table in one go | ${(s / 1000).toFixed(2)} s | ${(s / m).toFixed(1)}x | <= 2 s | ${s <= BUDGET_MS ? 'met' : 'missed'} |`);
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await runSeedBench();
