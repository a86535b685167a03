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
    const t0 = await page.evaluate(() => performance.now());
    await page.locator('[data-testid=mzml-run]').click();
    await page.locator('[data-testid=spectrum-capped]').waitFor({ timeout: 600_000 });
    const t1 = await page.evaluate(() => performance.now());
    await page.waitForTimeout(500);
    const tasks = (await page.evaluate('window.__lts')) as [number, number][];
    const inRun = tasks.filter(([start]) => start >= t0 - 1);
    return { totalMs: t1 - t0, longTasks: inRun.length, longestTaskMs: Math.max(0, ...inRun.map(([, d]) => d)) };
  } finally {
    await browser.close();
    await site.stop();
  }
}
