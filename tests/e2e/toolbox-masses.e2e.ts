import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failing, scan } from './axe.ts';
import { useBrowser } from './browser.ts';
import { toolboxSession } from './toolbox-session.ts';

const { newPage } = useBrowser();

// The science brief's worked example: digestion position 19 gives the 19-mer GGGAGACGCUCGAUCCAGC; nt 20 is G,
// so the 5'-pp product cut one late (pp n+1) has the formula of GpppN n.
const MRNA = 'GGGAGACGCUCGAUCCAGCGUCUAAGCUAGCAUGGCC';
const QUERY = `?seq=${MRNA}&dp=19`;
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots');
const locale = async (lang: string) => JSON.parse(await readFile(`locales/${lang}/toolbox.json`, 'utf8')) as Record<string, Record<string, string>>;

const LANGS = [
  { lang: 'en', prefix: '', run: 'Calculate', mostAbundant: 'most abundant', batchLabel: 'Calculate' },
  { lang: 'zh', prefix: '/cn', run: '计算', mostAbundant: '最高同位素峰', batchLabel: '计算' },
] as const;

// axe is evaluated through the debugging protocol (axe.ts), so the page runs under its real Content-Security-Policy.
const loggedInPage = (viewport = { width: 1440, height: 900 }) => toolboxSession(newPage, { viewport });

describe.each(LANGS)('product masses in $lang', (L) => {
  it('shows Cap1 with the next base: mono, most abundant and average m/z, and the GpppN / pp n+1 overlap', async () => {
    const text = await locale(L.lang);
    const page = await loggedInPage();
    await page.goto(`${L.prefix}/tool-class/product-molecules${QUERY}`);
    await page.locator('#tb-nextBase').fill('G');
    await page.locator('[data-testid=tb-adducts] input[value=Na]').check();
    await page.getByRole('button', { name: L.run, exact: true }).click();
    const ions = page.locator('[data-testid=ion-table]');
    await expect.poll(() => ions.getAttribute('data-species')).toBe('Cap1 n');
    await page.locator('#tb-ion-species').selectOption('Cap1 n');
    // Charges from the mass and the 400-2000 Th scan range: 6.6 kDa starts at z = 4.
    expect(await ions.locator('tbody tr').first().getAttribute('data-charge')).toBe('4');
    const headers = await ions.locator('thead th').allTextContents();
    expect(headers.slice(1).every((h) => h.includes('[M−zH]z−'))).toBe(true);
    expect(headers[2]).toContain(L.mostAbundant);
    // Issue 17 checks for the Cap1 19-mer at z = 6.
    const z6 = ions.locator('tbody tr[data-charge="6"][data-adduct=H]');
    expect(await z6.locator('th').textContent()).toBe('[M-6H]6-');
    expect(Number(await z6.locator('[data-col=mono]').textContent())).toBeCloseTo(1106.4754, 3);
    expect(Number(await z6.locator('[data-col=most-abundant]').textContent())).toBeCloseTo(1106.8096, 3);
    expect(Number(await z6.locator('[data-col=average]').textContent())).toBeCloseTo(1106.9886, 3);
    const na = ions.locator('tbody tr[data-charge="6"][data-adduct=Na]');
    expect(Number(await na.locator('[data-col=mono]').textContent())).toBeCloseTo(1110.1391, 3);
    const cap1 = page.locator('[data-testid=species-table] tr[data-species="Cap1 n"] td');
    expect(await cap1.nth(0).textContent()).toBe('C194H245N82O142P21');
    expect(Number(await cap1.nth(2).textContent())).toBeCloseTo(6646.9013, 3);
    // The overlap, in the page's language.
    const overlap = page.locator('[data-testid=overlap-warnings] li[data-a="GpppN n"][data-b="pp n+1"]');
    expect(await overlap.textContent()).toContain(`${text.species!.pp} ${text.species!.cut_plus}`);
    expect(await overlap.textContent()).toContain('0.0000');
    // No intensity is known: every stick one height.
    const heights = await page.locator('[data-testid=species-stick]').evaluateAll((ls) => ls.map((l) => Number(l.getAttribute('y2')) - Number(l.getAttribute('y1'))));
    expect(heights.length).toBeGreaterThan(8);
    expect(new Set(heights).size).toBe(1);
    // The new inputs, tables and warnings pass axe (WCAG 2.1 A/AA; serious and critical fail, as in the browser sweep: axe.ts).
    expect(failing(await scan(page, page.url()))).toEqual([]);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `masses-desktop-${L.lang}.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const w = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    // The widest offenders name themselves in the failure message.
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !e.closest('.overflow-auto')).slice(0, 5).map((e) => `${e.tagName}.${e.className} ${e.id}`),
    );
    expect(w.scroll, `page wider than the phone: ${wide.join(', ')}`).toBeLessThanOrEqual(w.inner);
    await page.screenshot({ path: join(SHOTS, `masses-phone-${L.lang}.png`), fullPage: true });
    await page.context().close();
  });

  it('lists the poly(A) tail ladder of a transcript ending in G', async () => {
    const page = await newPage();
    await page.goto(`${L.prefix}/tool-class/product-molecules?seq=${MRNA}G&dp=19&ta0=99&ta1=101`);
    await page.getByRole('button', { name: L.run, exact: true }).click();
    const a100 = page.locator('[data-testid=polya-table] tr[data-tail="100"]');
    // Issue 17 check: A100, 5'-OH and 3'-OH.
    await expect.poll(() => a100.locator('[data-col=mono]').textContent()).toBe('32843.2962');
    expect(await a100.locator('[data-col=average]').textContent()).toBe('32858.9124');
    expect(await page.locator('[data-testid=polya-table] tbody tr').count()).toBe(3);
    expect(await page.locator('[data-testid=polya-spacing]').textContent()).toContain('329.0525');
    await page.context().close();
  });

  it('names a bad scan range and a half-given custom cap in the page language', async () => {
    const page = await newPage();
    await page.goto(`${L.prefix}/tool-class/product-molecules${QUERY}&mz0=2000&mz1=400&ccid=MyCap`);
    await page.getByRole('button', { name: L.run, exact: true }).click();
    await expect.poll(() => page.locator('#tb-mzMax-error').count()).toBe(1);
    expect(await page.locator('#tb-customCapFormula-error').count()).toBe(1);
    expect(await page.locator('[data-testid=species-result]').count()).toBe(0);
    await page.context().close();
  });

  it('warns on the probe design page that nt D+1 is G', async () => {
    const text = await locale(L.lang);
    const page = await newPage();
    await page.goto(`${L.prefix}/tool-class/probe-design${QUERY}`);
    await page.getByRole('button', { name: L.run, exact: true }).click();
    const warning = page.locator('[data-testid=tb-warnings] li[data-code=next_base_is_G]');
    await expect.poll(() => warning.textContent()).toBe(text.warning!.next_base_is_G);
    await page.context().close();
  });
});
