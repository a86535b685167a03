import readXlsxFile from 'read-excel-file/node';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { toolboxSession } from './toolbox-session.ts';

const { baseURL, newPage } = useBrowser();

// The product of digestion position 19 is TOOLBOX.md's worked 19-mer GGGAGACGCUCGAUCCAGC.
const MRNA = 'GGGAGACGCUCGAUCCAGCUAAGCUAGCAUGGCCACCAUGAAA';
const PROBE_QUERY = `?seq=${MRNA}&dp=19`;
const LANGS = [
  { lang: 'en', prefix: '', run: 'Calculate', badLength: '“Probe length (nt)” must be a whole number from 1 to 1000.', gate: 'Login to export the full results', tooLow: 'Minimum concentration:', mixSheet: 'Reaction mix', avgHeader: 'Average mass (Da)' },
  { lang: 'zh', prefix: '/cn', run: '计算', badLength: '“探针长度（nt）”必须是1到1000之间的整数。', gate: '登录后可导出完整结果', tooLow: '最低浓度：', mixSheet: '反应配制', avgHeader: '平均质量（Da）' },
] as const;

/** Runs the calculation (page.goto has waited for hydration, see browser.ts). */
async function calculate(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
}

const loggedInPage = () => toolboxSession(newPage);

describe.each(LANGS)('toolbox in $lang', (L) => {
  it('shows the overview with the conventions and links to the four modules', async () => {
    const page = await newPage();
    const res = await page.goto(`${L.prefix}/tool-class`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('[data-testid=toolbox-conventions] li').count()).toBe(6);
    const hrefs = await page.locator('.toolbox .grid a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([`${L.prefix}/tool-class/probe-design`, `${L.prefix}/tool-class/reaction-system`, `${L.prefix}/tool-class/product-molecules`, `${L.prefix}/tool-class/capping-result`]);
    await page.context().close();
  });

  it('designs a probe and draws it under the mRNA, keeping inputs in the URL', async () => {
    const page = await newPage();
    await page.goto(`${L.prefix}/tool-class/probe-design${PROBE_QUERY}`);
    const usage = page.waitForRequest((r) => r.url().endsWith('/api/v1/calculator') && r.method() === 'POST');
    await calculate(page, L.run);
    // The use is counted without the sequence.
    expect(JSON.parse((await usage).postData() ?? '')).toEqual({ module: 'probe_design', records: 1, totalLength: MRNA.length });
    const probe = page.locator('[data-testid=probe-sequence]');
    await expect.poll(() => probe.getAttribute('data-sequence')).toMatch(/^[ACGTU]{25}$/);
    expect(await page.locator('[data-testid=product-sequence]').textContent()).toBe('GGGAGACGCUCGAUCCAGC');
    expect(await page.locator('[data-testid=product-length]').textContent()).toBe('19 nt');
    expect(await page.locator('[data-testid=probe-sequence] mark').count()).toBe(5);
    const picture = page.locator('svg[data-testid=probe-picture]');
    expect(await picture.getAttribute('role')).toBe('img');
    expect(await picture.locator('title').textContent()).toBeTruthy();
    expect(await picture.locator('[data-testid=probe-gap-cell]').count()).toBe(5);
    expect(await picture.locator('[data-testid=probe-cut]').count()).toBe(1);
    await page.getByLabel(L.lang === 'en' ? 'Probe length (nt)' : '探针长度（nt）').fill('24');
    await expect.poll(() => new URL(page.url()).searchParams.get('pl')).toBe('24');
    expect(new URL(page.url()).searchParams.get('seq')).toBe(MRNA);
    await page.context().close();
  });

  it('names the bad field in the page language and computes nothing', async () => {
    const page = await newPage();
    await page.goto(`${L.prefix}/tool-class/probe-design${PROBE_QUERY}&pl=0`);
    await calculate(page, L.run);
    const error = page.locator('#tb-probeLength-error');
    await expect.poll(() => error.textContent()).toBe(L.badLength);
    expect(await page.locator('#tb-probeLength').getAttribute('aria-describedby')).toContain('tb-probeLength-error');
    expect(await page.locator('[data-testid=probe-result]').count()).toBe(0);
    await page.context().close();
  });

  it('warns about a dilute sample with the minimum concentration', async () => {
    const page = await newPage();
    await page.goto(`${L.prefix}/tool-class/reaction-system?sc=10&len=2000`);
    await calculate(page, L.run);
    const warning = page.locator('[data-testid=tb-warnings] li[data-code=sample_concentration_too_low]');
    await expect.poll(() => warning.textContent()).toContain(L.tooLow);
    // Beyond 1.5x the design volume: no final volume, the volume the mix would need instead.
    expect(await page.locator('[data-testid=final-volume]').count()).toBe(0);
    expect(await page.locator('[data-testid=reaction-does-not-fit]').textContent()).toMatch(/µl/);
    await page.context().close();
  });

  it('shows a visitor the core results and the login gate, not the full tables', async () => {
    const page = await newPage();
    await page.goto(`${L.prefix}/tool-class/product-molecules${PROBE_QUERY}`);
    await calculate(page, L.run);
    await expect.poll(() => page.locator('[data-testid=avg-main_capped]').textContent()).toBe('6647.9750 Da');
    expect(await page.locator('[data-testid=avg-uncapped]').textContent()).toBe('6354.6920 Da');
    const gate = page.locator('[data-testid=toolbox-gate] a');
    expect(await gate.textContent()).toBe(L.gate);
    const href = new URL((await gate.getAttribute('href'))!, baseURL);
    expect(href.pathname).toBe(`${L.prefix}/login`);
    expect(href.searchParams.get('redirect')).toContain('/tool-class/product-molecules?');
    expect(href.searchParams.get('redirect')).toContain('dp=19');
    expect(await page.locator('[data-testid=species-table]').count()).toBe(0);
    expect(await page.locator('[data-testid=toolbox-export]').count()).toBe(0);
    await page.context().close();
  });

  it('exports the full results as XLSX for a logged-in user', async () => {
    const page = await loggedInPage();
    await page.goto(`${L.prefix}/tool-class/probe-design${PROBE_QUERY}&sc=500`);
    await calculate(page, L.run);
    await expect.poll(() => page.locator('[data-testid=species-table] tbody tr').count()).toBe(5);
    expect(await page.locator('[data-testid=mix-table]').count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=toolbox-export]').click()]);
    const file = await download.path();
    const sheets = await readXlsxFile(await readFile(file));
    expect(sheets).toHaveLength(4);
    const species = sheets[2]!.data;
    expect(species[0]).toContain(L.avgHeader);
    const cap0 = species.find((r) => String(r[0]).startsWith('Cap0'))!;
    // TOOLBOX.md worked example: Cap0 6630.8804 / 6633.9480 (numbers stored as numbers).
    expect(cap0[2]).toBeCloseTo(6630.8804, 3);
    expect(cap0[3]).toBeCloseTo(6633.948, 3);
    const inputs = sheets[0]!.data;
    expect(inputs.find((r) => r[1] === 19)).toBeTruthy();
    expect(sheets[3]!.sheet).toBe(L.mixSheet);
    expect(typeof sheets[3]!.data[1]![1]).toBe('number');
    await page.context().close();
  });
});

describe('toolbox batch', () => {
  it('limits a visitor batch from a CSV file to 20 records, and a logged-in user gets them all', async () => {
    const csv = ['name,sequence', ...Array.from({ length: 25 }, (_, i) => `m${i + 1},${MRNA}`)].join('\n');
    const files = { name: 'batch.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };
    const visitor = await newPage();
    await visitor.goto('/tool-class/probe-design');
    await visitor.locator('#tb-file').setInputFiles(files);
    await calculate(visitor, 'Calculate');
    await expect.poll(() => visitor.locator('[data-testid=batch-count]').textContent()).toContain('20 records, 0 with errors');
    expect(await visitor.locator('[data-testid=toolbox-gate]').textContent()).toContain('first 20 records');
    await visitor.context().close();
    const user = await loggedInPage();
    await user.goto('/tool-class/probe-design');
    await user.locator('#tb-file').setInputFiles(files);
    await calculate(user, 'Calculate');
    await expect.poll(() => user.locator('[data-testid=batch-count]').textContent()).toContain('25 records');
    const [download] = await Promise.all([user.waitForEvent('download'), user.locator('[data-testid=toolbox-export]').click()]);
    const sheets = await readXlsxFile(await readFile(await download.path()));
    const batch = sheets.find((s) => s.sheet === 'Batch')!;
    expect(batch.data).toHaveLength(26);
    const header = batch.data[0]!.map(String);
    const at = (row: number, col: string) => batch.data[row]![header.indexOf(col)];
    expect(at(25, 'Record name')).toBe('m25');
    expect(at(1, 'Product length (nt)')).toBe(18);
    expect(typeof at(1, 'Final volume (µl)')).toBe('number');
    await user.context().close();
  });

  it('cancels a running batch at once: no more rows arrive, and the next run works', async () => {
    const page = await loggedInPage();
    await page.goto('/tool-class/probe-design');
    // The 15 MB file is made in the page and dropped on the input there: sent through the debugging protocol it
    // takes longer than the batch it is for.
    await page.locator('#tb-file').evaluate((input: HTMLInputElement, mrna) => {
      const fasta = Array.from({ length: 20_000 }, (_, i) => `>r${i + 1}\n${mrna.repeat(20)}\n`).join('');
      const files = new DataTransfer();
      files.items.add(new File([fasta], 'big.fa', { type: 'text/plain' }));
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, MRNA);
    await page.locator('input[name=tb-mode]').nth(1).check();
    await calculate(page, 'Calculate');
    const count = page.locator('[data-testid=batch-count]');
    await count.waitFor();
    await page.locator('[data-testid=tb-cancel]').click();
    await page.locator('[data-testid=tb-cancelled]').waitFor();
    const after = await count.textContent();
    await page.waitForTimeout(1000);
    expect(await count.textContent()).toBe(after);
    expect(after).not.toContain('20000 records');
    await page.locator('input[name=tb-mode]').nth(0).check();
    await page.locator('#tb-seq').fill(MRNA);
    await calculate(page, 'Calculate');
    await expect.poll(() => page.locator('[data-testid=product-length]').textContent()).toBe('18 nt');
    await page.context().close();
  });
});
