// Toolbox in the browser: Debian Chromium on the built site. For a 1 Mnt paste and a 10,000-record
// batch, time to first result, time to last, and main-thread long tasks (> 50 ms), beside a baseline
// that runs the same science synchronously on the page's main thread in the same run.
// Run: `DIST_DIR=dist-toolbox npm run build && DIST_DIR=dist-toolbox npx tsx bench/toolbox-browser.bench.ts`
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { mulberry32, randomSequence } from '../src/science/testing/prng.ts';
import { ROOT, startSite } from './site.ts';

const DIST_DIR = process.env.DIST_DIR ?? 'dist-toolbox';
const ONE_MNT = 1_000_000;
const RECORDS = 10_000;
const RECORD_NT = 1_000;

interface Figures { first: number; last: number; longTasks: number; longestTask: number; tasks?: number[][] }

/** The science the worker runs, bundled for the page's main thread (the baseline). */
async function baselineBundle(): Promise<string> {
  const out = await build({
    stdin: {
      contents: `import { analysisSections } from './src/science/analysis/analysisSections.ts';
        import { runBatch } from './src/science/batch/runBatch.ts';
        import { fastaRecords } from './src/science/sequence/splitFasta.ts';
        const analyse = (text, settings, sections, onParts) => { for (const s of analysisSections(text, settings, sections)) onParts(s.parts, s.progress); };
        window.__science = { analyse, runBatch, fastaRecords };`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true, format: 'iife', platform: 'browser', write: false, target: 'es2022',
  });
  return out.outputFiles[0]!.text;
}

/**
 * Counts long tasks from page start (the `longtask` entry type is Chromium's). `__name` is the helper
 * tsx's transform inserts into the functions this file hands to page.evaluate.
 */
const LONGTASK_SCRIPT = `globalThis.__name = (f) => f; window.__lt = []; window.__lts = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) { window.__lt.push(e.duration); window.__lts.push([Math.round(e.startTime), Math.round(e.duration)]); } }).observe({ type: 'longtask', buffered: true });`;

/** Clicks Calculate and times, in the page, the first result (selector) and the end of the job. */
async function timeWorkerRun(page: Page, firstSelector: string): Promise<Figures> {
  await page.waitForTimeout(500);
  return page.evaluate(async (sel) => {
    const w = window as unknown as { __lt: number[] };
    w.__lt.length = 0;
    const button = document.querySelector<HTMLButtonElement>('.tb-run button[type=submit]')!;
    const t0 = performance.now();
    (window as any).__t0 = t0;
    let first: number | undefined;
    const last = await new Promise<number>((resolve) => {
      const check = () => {
        if (first === undefined && document.querySelector(sel)) first = performance.now() - t0;
        if (first !== undefined && !button.disabled) (obs.disconnect(), resolve(performance.now() - t0));
      };
      const obs = new MutationObserver(check);
      obs.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      button.click();
    });
    await new Promise((r) => setTimeout(r, 300));
    // Entries are delivered asynchronously: count those that started after the click, whenever they arrived.
    const tasks: number[][] = (window as any).__lts.map(([s, d]: number[]) => [Math.round(s! - t0), d]).filter(([s]: number[]) => s! >= 0);
    return { first: first!, last, longTasks: tasks.length, longestTask: Math.max(0, ...tasks.map((x) => x[1]!)), tasks };
  }, firstSelector);
}

/** The same science synchronously on the main thread: `kind` 1 = single analysis, 2 = batch. */
async function timeMainThread(page: Page, kind: 'single' | 'batch'): Promise<Figures> {
  await page.waitForTimeout(300);
  return page.evaluate(async (k) => {
    const w = window as unknown as { __lt: number[]; __science: any; __text: string };
    const settings = { probe: { probeStart: 1, probeLength: 25, digestionPosition: 18, hybridLength: 5 }, modification: 'none', cappingMethod: 'enzymatic', capAnalog: null, chargeStates: [3, 4, 5, 6], reaction: { sampleConcNgPerUl: 1000, probeConcUM: 100, mrnaLengthNt: 1000 } };
    w.__lt.length = 0;
    const t0 = performance.now();
    let first: number | undefined;
    const mark = () => void (first ??= performance.now() - t0);
    // Started from a timer so that the whole run is one ordinary task, which the longtask observer sees.
    const run = () => (k === 'single' ? w.__science.analyse(w.__text, settings, ['sequence', 'probe', 'species', 'reaction'], mark) : w.__science.runBatch(w.__science.fastaRecords(w.__text), settings, mark, 250));
    await new Promise((resolve) => setTimeout(() => resolve(run()), 0));
    const last = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 300));
    const tasks: number[][] = (window as any).__lts.map(([s, d]: number[]) => [Math.round(s! - t0), d]).filter(([s]: number[]) => s! >= -1);
    return { first: first!, last, longTasks: tasks.length, longestTask: Math.max(0, ...tasks.map((x) => x[1]!)) };
  }, kind);
}

/** A page of the probe-design module, logged in (visitors get 20 batch records), long tasks observed. */
async function openModule(browser: Awaited<ReturnType<typeof launchChromium>>, url: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: url });
  await context.addInitScript(`${LONGTASK_SCRIPT} localStorage.setItem('jti', 'bench'); localStorage.setItem('expiration', '-1'); localStorage.setItem('username', 'bench');`);
  // The shell confirms a token with /users/info; the bench only needs "logged in".
  await context.route(/\/api\/v1\/users\/info(\/\d+)?$/, (r) => r.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 'E0001', msg: 'ok', data: { id: 1, account: 'bench' } }) }));
  const page = await context.newPage();
  await page.goto('/tool-class/probe-design');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return page;
}

export async function runToolboxBrowserBench(): Promise<void> {
  const random = mulberry32(20261121);
  const mrna = `GGG${randomSequence(random, ONE_MNT - 3)}`;
  const fasta = Array.from({ length: RECORDS }, (_, i) => `>r${i + 1}\nGGG${randomSequence(random, RECORD_NT - 3)}\n`).join('');
  const site = await startSite(DIST_DIR);
  const browser = await launchChromium();
  const rows: [string, Figures, Figures][] = [];
  try {
    const bundle = await baselineBundle();
    let page = await openModule(browser, site.url);
    await page.evaluate((text) => {
      const ta = document.querySelector<HTMLTextAreaElement>('#tb-seq')!;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(ta, text);
      ta.dispatchEvent(new Event('input', { bubbles: true }));
    }, mrna);
    const single = await timeWorkerRun(page, '[data-testid=probe-result]');
    await page.addScriptTag({ content: bundle });
    await page.evaluate((t) => void ((window as unknown as { __text: string }).__text = t), mrna);
    rows.push(['1 Mnt paste (single)', single, await timeMainThread(page, 'single')]);
    await page.context().close();

    page = await openModule(browser, site.url);
    await page.locator('#tb-file').setInputFiles({ name: 'batch.fa', mimeType: 'text/plain', buffer: Buffer.from(fasta) });
    await page.locator('input[name=tb-mode]').nth(1).check();
    const many = await timeWorkerRun(page, '[data-testid=batch-count]');
    await page.addScriptTag({ content: bundle });
    await page.evaluate((t) => void ((window as unknown as { __text: string }).__text = t), fasta);
    rows.push([`${RECORDS.toLocaleString('en')} records x ${RECORD_NT} nt (batch)`, many, await timeMainThread(page, 'batch')]);
    await page.context().close();
  } finally {
    await browser.close();
    await site.stop();
  }
  if (process.env['BENCH_DEBUG']) for (const [name, worker] of rows) console.log(name, JSON.stringify(worker.tasks));
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  console.log('| input | path | first result | last result | long tasks > 50 ms (longest) |');
  console.log('|---|---|---|---|---|');
  for (const [name, worker, main] of rows) {
    console.log(`| ${name} | worker (page) | ${ms(worker.first)} | ${ms(worker.last)} | ${worker.longTasks} (${ms(worker.longestTask)}) |`);
    console.log(`| ${name} | main thread (baseline) | ${ms(main.first)} | ${ms(main.last)} | ${main.longTasks} (${ms(main.longestTask)}) |`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runToolboxBrowserBench();
