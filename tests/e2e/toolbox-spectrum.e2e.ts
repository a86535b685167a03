import { gzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { assaySpecies } from '../../src/science/assay/assaySpecies.ts';
import { writeMzml } from '../../src/science/mzml/testing/writeMzml.ts';
import { syntheticSpectrum } from '../../src/science/spectrum/testing/syntheticSpectrum.ts';
import { useBrowser } from './browser.ts';
import { loginLink } from './login-link.ts';

const { baseURL, newPage } = useBrowser();

// The capping test's 19-mer product, enzymatic capping, no next base (so no n+1 isobar of GpppN n).
const PRODUCT = 'GGGAGACGCUCGAUCCAGC';
/** The synthetic run's truth: 80 % Cap1, 5 % GpppN, 15 % 5′-ppp (capped + GpppN + uncapped = 100). */
const TRUTH = { 'Cap1 n': 0.8, 'GpppN n': 0.05, 'ppp n': 0.15 } as const;
const SPECIES = assaySpecies({ productSequence: PRODUCT, cappingMethod: 'enzymatic', modification: 'none', threePrime: 'OH' });
const EXPECTED = { capped: 80, gpppn: 5, uncapped: 15 };

/**
 * A small LC-MS run (.mzML.gz): 5 MS1 scans at 0, 1, … 4 min, the analyte eluting around 2 min (scan weights of a
 * Gaussian), charges 5−7 (m/z 850–1350), resolution 20,000, noise 1 % of the base peak, 64-bit zlib arrays.
 */
function syntheticRun(): Buffer {
  const spectrum = syntheticSpectrum({
    species: Object.entries(TRUTH).map(([label, fraction]) => ({ formula: SPECIES.find((s) => s.label === label)!.formulaText, fraction })),
    charges: [5, 7], resolution: 20_000, noisePercent: 1, adducts: {}, mzRange: [850, 1350], seed: 31,
  });
  const scans = Array.from({ length: 5 }, (_, rtMin) => {
    const weight = Math.exp(-(((rtMin - 2) / 1.2) ** 2));
    return { rtMin, msLevel: 1, mz: spectrum.mz, intensity: spectrum.intensity.map((v) => v * weight) };
  });
  return Buffer.from(gzipSync(new TextEncoder().encode(writeMzml({ scans, encoding: '64-zlib', indexed: true }))));
}

/** Drops the file on the run's drop zone as a user would (a DataTransfer holding it). */
async function dropRun(page: Page, bytes: Buffer, name: string) {
  const transfer = await page.evaluateHandle(({ b64, name }) => {
    const data = new DataTransfer();
    data.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], name));
    return data;
  }, { b64: bytes.toString('base64'), name });
  await page.dispatchEvent('[data-testid=mzml-drop]', 'drop', { dataTransfer: transfer });
}

/** The three figures and their ranges, each within 0.5 point of the truth (issue #31's accuracy). */
async function expectTruth(page: Page) {
  for (const [key, truth] of Object.entries(EXPECTED)) {
    const figure = page.locator(`[data-testid=spectrum-${key}]`);
    await expect.poll(() => figure.getAttribute('data-value'), { timeout: 30_000 }).not.toBe(null);
    expect(Math.abs(Number(await figure.getAttribute('data-value')) - truth)).toBeLessThanOrEqual(0.5);
    const range = page.locator(`[data-testid=spectrum-${key}-range]`);
    const [min, max] = [Number(await range.getAttribute('data-min')), Number(await range.getAttribute('data-max'))];
    expect(min).toBeLessThanOrEqual(max);
    expect(min).toBeGreaterThanOrEqual(truth - 0.5);
    expect(max).toBeLessThanOrEqual(truth + 0.5);
  }
}

describe('capping result from a dropped mzML run', () => {
  const run = syntheticRun();
  for (const L of [
    { lang: 'en', prefix: '', viewport: { width: 1440, height: 900 }, screening: 'not a validated GMP method' },
    { lang: 'zh', prefix: '/cn', viewport: { width: 390, height: 844 }, screening: '并非经验证的 GMP 方法' },
  ] as const) {
    it(`${L.lang} at ${L.viewport.width} px: progress, figures within 0.5 point, the window moved by keyboard, the report PDF`, async () => {
      const page = await newPage({ viewport: L.viewport, acceptDownloads: true });
      await page.goto(await loginLink(baseURL, inject('runCustomer').token, `${L.prefix}/tool-class/capping-result`));
      await page.locator('#cr-productSequence').fill(PRODUCT);
      await dropRun(page, run, 'synthetic-run.mzML.gz');
      await page.locator('[data-testid=mzml-name]').waitFor();
      await page.locator('[data-testid=mzml-run]').click();
      await expect.poll(() => page.locator('[data-testid=mzml-progress]').getAttribute('data-done'), { timeout: 30_000 }).toBe('true');
      const bar = page.locator('#cr-mzml-progress');
      expect(await bar.getAttribute('value')).toBe(await bar.getAttribute('max'));
      await expectTruth(page);
      expect(await page.locator('[data-testid=spectrum-screening]').textContent()).toContain(L.screening);
      expect(await page.locator('[data-testid=charge-series]').count()).toBe(3);

      // The start handle moved by keyboard (two large steps: 20 % of the 4-min run, 0.8 min), the run read again: 4 scans.
      const before = await page.locator('[data-testid=rt-window]').textContent();
      const start = page.locator('[data-testid=rt-handle-start]');
      await start.focus();
      await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('Shift+ArrowRight');
      expect(Number(await start.getAttribute('aria-valuenow'))).toBeCloseTo(0.8, 3);
      await expect.poll(() => page.locator('[data-testid=rt-window]').textContent()).not.toBe(before);
      await expect.poll(() => page.locator('[data-testid=spectrum-summary]').textContent(), { timeout: 30_000 }).toMatch(L.lang === 'en' ? /; 4 summed/ : /已求和 4 个/);
      await expectTruth(page);

      await page.locator('[data-testid=report-preparedBy]').fill(L.lang === 'en' ? 'Ada Analyst' : '王分析');
      await page.locator('[data-testid=report-date]').fill('2026-11-28');
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=report-download]').click()]);
      const pdf = await readFile(await download.path());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await page.context().close();
    });
  }
});
