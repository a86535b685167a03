import type { Download, Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import catalogueEn from '../../locales/en/catalogue.json';
import catalogueZh from '../../locales/zh/catalogue.json';
import formsEn from '../../locales/en/forms.json';
import formsZh from '../../locales/zh/forms.json';
import { asOwner } from './admin-login.ts';
import { useBrowser } from './browser.ts';

const { newPage } = useBrowser();

const LANGS = [
  { lang: 'en', prefix: '', tab: 'Documents', catalogue: catalogueEn, forms: formsEn },
  { lang: 'zh', prefix: '/cn', tab: '文档', catalogue: catalogueZh, forms: formsZh },
] as const;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Counts the clicks a visitor makes on the page. */
async function countClicks(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { clicks: number }).clicks = 0;
    document.addEventListener('click', () => (window as unknown as { clicks: number }).clicks++, true);
  });
  return () => page.evaluate(() => (window as unknown as { clicks: number }).clicks);
}

describe.each(LANGS)('product documents in $lang', ({ prefix, tab, catalogue: C, forms: F }) => {
  it('downloads the COA of a lot on file from the product page in two clicks: the Documents tab, then the lot', async () => {
    const page = await newPage({ acceptDownloads: true, viewport: { width: 1440, height: 900 } });
    await page.goto(`${prefix}/product-detail?catalogNumber=CYT-H0101`);
    const clicks = await countClicks(page);
    await page.click('[role=tab]#tab-documents');
    expect(await page.textContent('#tab-documents')).toBe(tab);
    const panel = page.locator('[data-testid=product-documents]');
    await expect.poll(() => panel.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await panel.locator('caption').allTextContents()).toEqual([C.documents.sheets, C.documents.certificates]);
    // The datasheet and the SDS, then both released lots with their issue dates.
    expect(await panel.locator('[data-testid=download-datasheet], [data-testid=download-sds]').count()).toBe(2);
    const lots = panel.locator('tr[data-lot]');
    expect(await lots.count()).toBe(2);
    expect(await lots.first().locator('time').textContent()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const lot = await lots.first().getAttribute('data-lot');
    const [download] = await Promise.all([page.waitForEvent('download'), panel.locator('[data-testid=coa-download]').first().click()]);
    expect(await clicks()).toBe(2);
    expect(download.suggestedFilename()).toBe(`COA-CYT-H0101-${lot}.pdf`);
    expect((await bytesOf(download)).subarray(0, 5).toString()).toBe('%PDF-');
    await page.context().close();
  });

  it('looks a lot up on /coa: a lot on file downloads, a lot not on file prefills the request form', async () => {
    const page = await newPage({ acceptDownloads: true });
    await page.goto(`${prefix}/product-detail?catalogNumber=CYT-H0101`);
    await page.click('[data-testid=coa-link]');
    await page.waitForSelector('[data-testid=coa-lookup]');
    expect(await page.inputValue('#coa-lookup-catalogNumber')).toBe('CYT-H0101');
    const docs = (await (await page.request.get('/api/v1/product/CYT-H0101/documents')).json()) as { data: { kind: string; lot: string | null }[] };
    const lot = docs.data.find((d) => d.kind === 'coa')!.lot!;
    await page.fill('#coa-lookup-lot', lot.toLowerCase());
    await page.click('[data-testid=coa-lookup] button[type=submit]');
    const link = page.locator('[data-testid=coa-lookup-download]');
    await expect.poll(() => link.isVisible()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect((await bytesOf(download)).subarray(0, 5).toString()).toBe('%PDF-');

    await page.fill('#coa-lookup-lot', 'L1999000000');
    await page.click('[data-testid=coa-lookup] button[type=submit]');
    const answer = page.locator('[data-testid=coa-lookup-answer]');
    await expect.poll(() => answer.textContent()).toBe(F.coa.lookup.notFound.replace('{{catalogNumber}}', 'CYT-H0101').replace('{{lot}}', 'L1999000000'));
    expect(await page.inputValue('#coa-catalogNumbers')).toBe('CYT-H0101');
    expect(await page.inputValue('#coa-lotNumber')).toBe('L1999000000');
    await page.context().close();
  });

  it('a COA uploaded in the back office is offered on the product page', async () => {
    const lot = `LE2E-${unique()}`;
    const pdf = await PDFDocument.create();
    pdf.addPage([300, 300]).drawText(`COA ${lot}`, { x: 20, y: 250, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
    const page = await newPage({ acceptDownloads: true, viewport: { width: 1440, height: 900 } });
    await asOwner(page, `${prefix}/admin`);
    await page.click('a[data-section=documents]');
    await page.fill('#document-catalogNumber', 'cyt-h0201');
    await page.selectOption('#document-kind', 'coa');
    await page.fill('#document-lot', lot);
    await page.fill('#document-issuedOn', '2026-11-20');
    // A renamed image is refused by content, with the message under the file field.
    await page.setInputFiles('#document-file', { name: 'coa.pdf', mimeType: 'application/pdf', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]) });
    await page.click('[data-testid=document-upload] button[type=submit]');
    await page.waitForSelector('#document-file-error');
    await page.setInputFiles('#document-file', { name: 'coa.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) });
    await page.click('[data-testid=document-upload] button[type=submit]');
    await page.waitForSelector(`[data-testid=documents-table] tr[data-file="COA-CYT-H0201-${lot}.pdf"]`);

    await page.goto(`${prefix}/product-detail?catalogNumber=CYT-H0201`);
    await page.click('[role=tab]#tab-documents');
    const row = page.locator(`tr[data-lot="${lot}"]`);
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await row.locator('time').textContent()).toBe('2026-11-20');
    const [download] = await Promise.all([page.waitForEvent('download'), row.locator('a').click()]);
    expect((await bytesOf(download)).subarray(0, 5).toString()).toBe('%PDF-');
    await page.context().close();
  });
});
