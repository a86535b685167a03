import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failing, scan } from './axe.ts';
import { useBrowser } from './browser.ts';

/** Serious and critical WCAG 2.1 A/AA violations inside the sizes table and the specification section. */
async function axeProblems(page: Page): Promise<string[]> {
  return failing(await scan(page, page.url(), { include: ['.sizes', '[data-testid=product-spec]'] }));
}

const { newPage } = useBrowser();

/** Texts of the specification table's row labels. */
const specLabels = (page: Page) => page.locator('[data-testid=spec-table] th').allTextContents();

/** The page is no wider than the window (nothing scrolls sideways). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The two figures' captions, each calling the data representative in the page's language. */
async function expectRepresentativeCaptions(page: Page, representative: string) {
  const captions = await page.locator('[data-testid=product-figures] figcaption').allTextContents();
  expect(captions).toHaveLength(2);
  for (const c of captions) expect(c).toContain(representative);
}

/** The last checks of a product page, then it closes: nothing wider than the window, no serious accessibility problem. */
async function expectFitsAndAccessibleThenClose(page: Page) {
  expect(await fitsWidth(page)).toBe(true);
  expect(await axeProblems(page)).toEqual([]);
  await page.context().close();
}

describe('product page: specification, stock and figures', () => {
  it('shows IL-2 in English at 1440 px: datasheet rows with values, stock per size, both figures captioned as representative', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto('/product-detail?catalogNumber=CYT-H0201');
    expect(await specLabels(page)).toEqual(expect.arrayContaining(['Molecular weight', 'Purity', 'Endotoxin', 'Expression host', 'Construct (residues)', 'Accession (UniProt)', 'Storage and stability', 'Shipping']));
    // A tag-free protein has no tag row: only rows with values are shown.
    expect(await specLabels(page)).not.toContain('Tag');
    expect(await page.locator('[data-spec=accession] td').textContent()).toBe('P60568');
    expect(await page.locator('[data-spec=purity] td').textContent()).toMatch(/^> 9\d % by SDS-PAGE$/);
    const stock = await page.locator('.sizes [data-testid=size-stock]').allTextContents();
    expect(stock.length).toBeGreaterThan(0);
    for (const s of stock) expect(s).toMatch(/^(In stock|Ships in \d+ days?|Made to order)$/);
    expect(await page.locator('#pa-size option').first().textContent()).toMatch(/ · (In stock|Ships in|Made to order)/);

    const gel = page.locator('svg[data-testid=sds-page]');
    const curve = page.locator('svg[data-testid=dose-response]');
    expect(await gel.isVisible()).toBe(true);
    expect(await curve.isVisible()).toBe(true);
    expect(await gel.locator('title').textContent()).toContain('SDS-PAGE of Recombinant Human IL-2 Protein');
    expect(await curve.getAttribute('aria-label')).toMatch(/ED50 marked at [\d.]+ ng\/mL/);
    // The marker ladder is labelled in kDa, and the axes carry their units.
    expect(await gel.locator('text').allTextContents()).toEqual(expect.arrayContaining(['kDa', '250', '15', '10']));
    expect(await curve.locator('text').allTextContents()).toEqual(expect.arrayContaining(['Concentration (ng/mL)', 'Response (% of maximum)']));
    await expectRepresentativeCaptions(page, 'Representative data');
    expect((await gel.boundingBox())!.width).toBeGreaterThan(250);
    await expectFitsAndAccessibleThenClose(page);
  });

  it('shows the same page in Chinese at 390 px with Chinese labels only, figures readable and nothing wider than the phone', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/cn/product-detail?catalogNumber=TGP-H0103');
    const labels = await specLabels(page);
    expect(labels).toEqual(expect.arrayContaining(['分子量', '纯度', '内毒素', '表达宿主', '标签', '蛋白登录号', '储存与稳定性', '运输条件']));
    for (const l of labels) expect(l, l).not.toMatch(/[A-Za-z]/);
    expect(await page.locator('[data-spec=tag] td').textContent()).toMatch(/^hFc（[CN]端）$/);
    expect(await page.locator('[data-spec=storage] td').textContent()).toMatch(/[\u4e00-\u9fff]/);
    for (const s of await page.locator('.sizes [data-testid=size-stock]').allTextContents()) expect(s).toMatch(/^(现货|\d+ 天内发货|按需生产)$/);
    await expectRepresentativeCaptions(page, '代表性数据');
    expect(await page.locator('svg[data-testid=dose-response] text').allTextContents()).toEqual(expect.arrayContaining(['浓度（ng/mL）']));
    // Readable on a phone: the gel spans most of the screen's width.
    const gel = await page.locator('svg[data-testid=sds-page]').boundingBox();
    expect(gel!.width).toBeGreaterThan(280);
    expect(gel!.x + gel!.width).toBeLessThanOrEqual(390);
    await expectFitsAndAccessibleThenClose(page);
  });

  it('says how often listed products are cited, in both languages', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto('/product-list?id=11');
    const en = await page.locator('[data-testid=product-table] [data-testid=cited]').allTextContents();
    expect(en.length).toBeGreaterThan(0);
    for (const c of en) expect(c).toMatch(/^Cited in \d+ publications?$/);
    await page.goto('/cn/product-list?id=11');
    const zh = await page.locator('[data-testid=product-table] [data-testid=cited]').allTextContents();
    expect(zh.length).toBe(en.length);
    for (const c of zh) expect(c).toMatch(/^被引用 \d+ 次$/);
    await page.context().close();
  });
});
