import { launchChromium } from '../../tests/e2e/browser.ts';
import { startSite } from '../site.ts';
import { BENCH_PRODUCT } from './benchFile.ts';

/** Long tasks (> 50 ms, Chromium's `longtask` entries) on the page from its start: [start ms, duration ms]. */
const LONGTASK_SCRIPT = `window.__lts = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lts.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });`;

export interface PageFigures {
  /** From pressing "Read the run" to the percentages on the page. */
  totalMs: number;
  longTasks: number;
  longestTaskMs: number;
  /** The renderer main thread's CPU time in that span, and its longest task's (Chromium trace, `tdur`). */
  mainThreadCpuMs: number;
  longestTaskCpuMs: number;
}

interface TraceEvent { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } }

/**
 * CPU time of the renderer main thread's tasks in a Chromium trace. Wall-clock task lengths (the longtask
 * entries) stretch with the machine's load (a thread waiting for a core is still "in" its task); the CPU
 * time does not, so both are printed.
 */
function mainThreadCpu(trace: Buffer): { totalMs: number; longestMs: number } {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.pid === main?.pid && e.tid === main?.tid);
  const cpu = tasks.map((e) => (e.tdur ?? 0) / 1000);
  return { totalMs: cpu.reduce((a, b) => a + b, 0), longestMs: Math.max(0, ...cpu) };
}

/**
 * The capping-result page in Debian's Chromium on the built site (DIST_DIR, built when missing): the mzML file
 * chosen, "Read the run" pressed, timed until the capped percentage shows; the main thread's long tasks in that
 * span (the worker reads, sums and deconvolves; the page draws the chromatogram, the spectrum and the tables).
 */
export async function pageLongestTask(file: string, distDir: string): Promise<PageFigures> {
  const site = await startSite(distDir);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1440, height: 900 } });
    await context.addInitScript(LONGTASK_SCRIPT);
    const page = await context.newPage();
    await page.goto('/tool-class/capping-result');
    await page.waitForLoadState('networkidle');
    await page.locator('#cr-productSequence').fill(BENCH_PRODUCT);
    await page.locator('#cr-mzml').setInputFiles(file);
    await page.locator('[data-testid=mzml-name]').waitFor();
    await browser.startTracing(page, { categories: ['toplevel'] });
    const t0 = await page.evaluate(() => performance.now());
    await page.locator('[data-testid=mzml-run]').click();
    await page.locator('[data-testid=spectrum-capped]').waitFor({ timeout: 600_000 });
    const t1 = await page.evaluate(() => performance.now());
    await page.waitForTimeout(500);
    const cpu = mainThreadCpu(await browser.stopTracing());
    const tasks = (await page.evaluate('window.__lts')) as [number, number][];
    const inRun = tasks.filter(([start]) => start >= t0 - 1);
    return { totalMs: t1 - t0, longTasks: inRun.length, longestTaskMs: Math.max(0, ...inRun.map(([, d]) => d)), mainThreadCpuMs: cpu.totalMs, longestTaskCpuMs: cpu.longestMs };
  } finally {
    await browser.close();
    await site.stop();
  }
}
