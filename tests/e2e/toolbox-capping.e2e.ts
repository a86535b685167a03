import readXlsxFile from 'read-excel-file/node';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assaySpecies } from '../../src/science/assay/assaySpecies.ts';
import { csvRows } from '../../src/science/batch/tableRecords.ts';
import { useBrowser } from './browser.ts';
import { toolboxSession } from './toolbox-session.ts';

const { newPage } = useBrowser();

// The science brief's worked example: the 19-mer product, nt 20 = G, enzymatic capping.
const PRODUCT = 'GGGAGACGCUCGAUCCAGC';
const INTENSITY: Record<string, number> = { 'ppp n': 1.2e5, 'pp n': 0.3e5, 'GpppN n': 0.5e5, 'Cap0 n': 1.0e5, 'Cap1 n': 7.0e5 };
const SPECIES = assaySpecies({ productSequence: PRODUCT, nextBase: 'G', cappingMethod: 'enzymatic', modification: 'none', threePrime: 'OH' });
const average = (label: string) => SPECIES.find((s) => s.label === label)!.average;
const PEAKS = Object.entries(INTENSITY).map(([label, i]) => ({ label, mass: average(label), intensity: i }));

const LANGS = [
  { lang: 'en', prefix: '', run: 'Calculate', ppp: '5′-ppp', cap1: 'Cap1', massHeader: 'Measured mass (Da)', summary: 'Summary', capped: 'Capped (%)', assigned: 'assigned' },
  { lang: 'zh', prefix: '/cn', run: '计算', ppp: '5′-三磷酸', cap1: 'Cap1帽', massHeader: '实测质量（Da）', summary: '汇总', capped: '加帽率（%）', assigned: '已归属' },
] as const;

const loggedInPage = () => toolboxSession(newPage);

/** GB18030 bytes of a text of ASCII and GB 2312 characters (Node decodes GB18030 but has no encoder). */
function gb18030(textIn: string): Buffer {
  const decoder = new TextDecoder('gb18030');
  const bytes: number[] = [];
  for (const ch of textIn) {
    if (ch.charCodeAt(0) < 0x80) {
      bytes.push(ch.charCodeAt(0));
      continue;
    }
    let found: number[] | null = null;
    for (let a = 0xa1; a <= 0xfe && !found; a++) for (let b = 0xa1; b <= 0xfe && !found; b++) if (decoder.decode(Uint8Array.of(a, b)) === ch) found = [a, b];
    if (!found) throw new Error(`no GB 2312 code for ${ch}`);
    bytes.push(...found);
  }
  return Buffer.from(bytes);
}

const text = async (download: Download) => (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');

describe.each(LANGS)('capping result in $lang', (L) => {
  it('turns the pasted peak list into 80 / 70 / 85 / 15 %, the assignment table and the spectrum, and exports them', async () => {
    const page = await loggedInPage();
    const res = await page.goto(`${L.prefix}/tool-class/capping-result`);
    expect(res?.status()).toBe(200);
    await page.locator('#cr-productSequence').fill(PRODUCT);
    // nt D+1 left empty: with G there, GpppN n would share its formula with pp n+1 and be ambiguous.
    await page.locator('#cr-peaks').fill(`mass\tintensity\n${PEAKS.map((p) => `${p.mass.toFixed(4)}\t${p.intensity}`).join('\n')}\n`);
    await page.getByRole('button', { name: L.run, exact: true }).click();
    await expect.poll(() => page.locator('[data-testid=figure-capped]').textContent()).toBe('80.00 %');
    expect(await page.locator('[data-testid=figure-cap1]').textContent()).toBe('70.00 %');
    expect(await page.locator('[data-testid=figure-anyCap]').textContent()).toBe('85.00 %');
    expect(await page.locator('[data-testid=figure-uncapped]').textContent()).toBe('15.00 %');
    expect(await page.locator('[data-testid=figure-gpppn]').textContent()).toBe('5.00 %'); // capped + GpppN + uncapped = 100 %
    const rows = page.locator('[data-testid=assignment-table] tbody tr');
    expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-species')))).toEqual(Object.keys(INTENSITY));
    expect(await rows.first().locator('th').textContent()).toBe(L.ppp);
    expect(await rows.first().locator('td').first().textContent()).toBe(PEAKS[0]!.mass.toFixed(4));
    // Sticks at their real intensities: Cap1 (the tallest) reaches the top, 5'-pp is 0.3 / 7 of it.
    const heights = await page.locator('[data-testid=peak-stick]').evaluateAll((ls) => ls.map((l) => Number(l.getAttribute('y2')) - Number(l.getAttribute('y1'))));
    expect(heights).toHaveLength(5);
    expect(heights[1]! / Math.max(...heights)).toBeCloseTo(0.3 / 7, 3);
    expect(await page.locator('[data-testid=expected-mark]').count()).toBe(SPECIES.length);

    const [csv] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=capping-export-csv]').click()]);
    const table = csvRows(await text(csv)).filter((r) => r.some((c) => c !== ''));
    expect(table[0]![0]).toBe(L.massHeader);
    // The export names species as the page does ("Cap1", "5′-ppp"), never by the assay core's "Cap1 n".
    expect(table.flat().filter((c) => / n$/.test(c))).toEqual([]);
    const cap1 = table.find((r) => r.includes(L.cap1))!;
    expect(Number(cap1[0])).toBeCloseTo(average('Cap1 n'), 4);
    expect(Number(cap1[1])).toBe(7e5);
    expect(cap1[2]).toBe(L.assigned);

    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=capping-export-xlsx]').click()]);
    const sheets = await readXlsxFile(await readFile(await xlsx.path()));
    expect(sheets[0]!.sheet).toBe(L.summary);
    const capped = sheets[0]!.data.find((r) => r[0] === L.capped)!;
    expect(capped[1]).toBeCloseTo(80, 6);
    expect(sheets[1]!.data).toHaveLength(6);

    const [targets] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=capping-export-targets]').click()]);
    const list = csvRows(await text(targets));
    expect(list[0]).toEqual(['name', 'formula', 'monoisotopic', 'average']);
    expect(Number(list.find((r) => r[0] === 'Cap1 n')![3])).toBeCloseTo(average('Cap1 n'), 4);
    await page.context().close();
  });

  it('reads a dropped CSV export in GB18030 with Chinese headers and says the encoding', async () => {
    const page = await newPage();
    await page.goto(`${L.prefix}/tool-class/capping-result`);
    await page.locator('#cr-productSequence').fill(PRODUCT);
    const csv = `组分,保留时间,质量,强度\r\n${PEAKS.map((p, i) => `${i + 1},3.${i},${p.mass.toFixed(4)},${p.intensity}`).join('\r\n')}\r\n`;
    const gb = gb18030(csv);
    expect(new TextDecoder('gb18030').decode(gb)).toBe(csv);
    await page.locator('#cr-file').setInputFiles({ name: 'peaks.csv', mimeType: 'text/csv', buffer: gb });
    await page.getByRole('button', { name: L.run, exact: true }).click();
    await expect.poll(() => page.locator('[data-testid=capping-encoding]').textContent()).toContain('GB18030');
    expect(await page.locator('[data-testid=figure-capped]').textContent()).toBe('80.00 %');
    await page.context().close();
  });

  it('names the line of a bad peak in the page language', async () => {
    const page = await newPage();
    await page.goto(`${L.prefix}/tool-class/capping-result`);
    await page.locator('#cr-productSequence').fill(PRODUCT);
    await page.locator('#cr-peaks').fill('6354.69 120000\n6647.97\n');
    await page.getByRole('button', { name: L.run, exact: true }).click();
    const error = page.locator('[data-testid=tb-errors] [data-code=peak_invalid]');
    await expect.poll(() => error.textContent()).toContain(L.lang === 'en' ? 'line 2' : '第2行');
    await page.context().close();
  });
});

describe('batch files in legacy encodings', () => {
  /** Uploads a batch file on the probe-design page and runs it (FASTA files as several records). */
  async function runBatch(page: Page, prefix: string, fixture: string, label: string) {
    await page.goto(`${prefix}/tool-class/probe-design`);
    const fasta = fixture.endsWith('.fa');
    await page.locator('#tb-file').setInputFiles({ name: fasta ? 'records.fa' : 'batch.csv', mimeType: fasta ? 'text/plain' : 'text/csv', buffer: await readFile(`tests/fixtures/text/${fixture}`) });
    if (fasta) await page.locator('input[name=tb-mode]').nth(1).check();
    await page.getByRole('button', { name: label, exact: true }).click();
  }

  it('reads Windows-1252 FASTA, GB18030 CSV and UTF-8 (BOM) batches with their names intact, and says which encoding it read', async () => {
    const page = await newPage();
    const encoding = page.locator('[data-testid=batch-encoding]');
    const names = () => page.locator('[data-testid=batch-result] tbody tr td:nth-child(2)').allTextContents();
    await runBatch(page, '', 'records-windows-1252.fa', 'Calculate');
    await expect.poll(() => page.locator('[data-testid=batch-count]').textContent()).toContain('2 records, 0 with errors');
    expect(await names()).toEqual(['Café construct, 5 µg/µl – lot «Müller»', 'Crème brûlée']);
    expect(await encoding.getAttribute('data-encoding')).toBe('windows-1252');
    expect(await encoding.textContent()).toContain('Windows-1252');
    await runBatch(page, '/cn', 'batch-gb18030.csv', '计算');
    await expect.poll(names).toEqual(['构建体一', '构建体二']);
    expect(await page.locator('[data-testid=batch-count]').textContent()).toContain('2');
    expect(await encoding.getAttribute('data-encoding')).toBe('gb18030');
    expect(await encoding.textContent()).toContain('GB18030');
    await runBatch(page, '', 'records-utf8-bom.fa', 'Calculate');
    await expect.poll(() => encoding.getAttribute('data-encoding')).toBe('utf-8');
    await page.context().close();
  });
});

describe('expected-species spectrum', () => {
  it('draws every expected species with one stick height, as no intensity is known', async () => {
    const page = await newPage();
    await page.goto(`/cn/tool-class/product-molecules?seq=${PRODUCT}GCUAAGCUAGCAUGG&dp=19`);
    await page.getByRole('button', { name: '计算', exact: true }).click();
    const sticks = page.locator('[data-testid=species-stick]');
    await expect.poll(() => sticks.count()).toBeGreaterThan(1);
    const heights = await sticks.evaluateAll((ls) => ls.map((l) => Number(l.getAttribute('y2')) - Number(l.getAttribute('y1'))));
    expect(new Set(heights).size).toBe(1);
    expect(await page.locator('[data-testid=spectrum-picture]').textContent()).toContain('5′-三磷酸');
    await page.context().close();
  });
});
