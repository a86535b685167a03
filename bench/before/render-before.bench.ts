/**
 * The render bench at the commit before pages were rendered from data, run by bench/before/run.sh in a checkout of
 * that commit: the same pages, warm-ups and timing as bench/render.bench.ts (bench/render-timing.ts), through the
 * only way that commit had, the API answered in-process, with the API memo its production ran with and with
 * nothing kept. Prints its table and writes the figures to $BENCH_RENDER_JSON for BENCH_RENDER_BEFORE.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { openBeforeSite, type BeforeKind } from './render-before-site.ts';
import { HTML, measure, ms, PAGE_PATHS, pickPages, timeAll, wanted, type BeforeFigures, type PageName } from './render-timing.ts';

const KINDS: readonly (readonly [string, BeforeKind])[] = [
  ['through the API in-process, API memo on (as production ran)', 'http+api-memo'],
  ['through the API in-process, nothing kept', 'http'],
];

const site = await openBeforeSite(process.env.DIST_DIR ?? 'dist-bench');
try {
  const pages = pickPages(site.catalogNumbers);
  for (const page of Object.keys(PAGE_PATHS) as PageName[]) {
    if (!wanted(page)) continue;
    for (const [, kind] of KINDS) await timeAll(site.app(kind), PAGE_PATHS[page](pages.process), HTML, 1);
  }
  const figures: BeforeFigures = { commit: process.env.BENCH_BEFORE_COMMIT ?? 'unknown', measuredAt: new Date().toISOString(), load: 0, rows: [] };
  for (const page of Object.keys(PAGE_PATHS) as PageName[]) {
    if (!wanted(page)) continue;
    const paths = PAGE_PATHS[page];
    for (const [how, kind] of KINDS) figures.rows.push({ page, how, kind, f: await measure(() => site.app(kind), paths(pages.timed), paths(pages.warm), HTML) });
  }
  figures.load = loadavg()[0]!;
  console.log(`Page render at ${figures.commit}, load average ${figures.load.toFixed(1)}`);
  for (const { page, how, f } of figures.rows) console.log(`| ${page} | ${how} | ${ms(f.seq)} | ${ms(f.conc)} | ${f.conc.rate.toFixed(0)} |`);
  if (process.env.BENCH_RENDER_JSON) writeFileSync(process.env.BENCH_RENDER_JSON, `${JSON.stringify(figures, null, 2)}\n`);
} finally {
  await site.close();
}
