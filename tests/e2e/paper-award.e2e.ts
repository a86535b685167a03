import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { idNumberCheckChar } from '../../src/contracts/forms/id-number.ts';
import { waitForCode } from './account-mail-sink.ts';
import { useBrowser } from './browser.ts';
import { fillForm } from './fill-form.ts';

const { newPage } = useBrowser();
const mailDir = inject('mailDir');

/** Tiny files made in memory: the first bytes are what the server checks (server/modules/paper-award/file-type.ts). */
const FILES = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  elf: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
};

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const rnd = (n: number) => Math.floor(Math.random() * n);
/** A valid resident ID number (GB 11643-1999) born 1990-03-01..28. */
const idNumber = () => {
  const first17 = `11010519900${3}${String(rnd(28) + 1).padStart(2, '0')}${String(rnd(1000)).padStart(3, '0')}`;
  return first17 + idNumberCheckChar(first17);
};

/** The texts each language shows. */
const LANGS = [
  {
    lang: 'en',
    prefix: '',
    name: 'Li Ming',
    phone: `+44 20 7946 ${String(rnd(1e4)).padStart(4, '0')}`,
    paperTitleBlank: 'Paper Title cannot be blank.',
    wrongType: 'ID card (front): only JPEG or PNG images are accepted',
    uploaded: 'Uploaded: front.jpg',
    success: 'Application received',
  },
  {
    lang: 'zh',
    prefix: '/cn',
    name: '李明',
    phone: `139${String(rnd(1e8)).padStart(8, '0')}`,
    paperTitleBlank: '论文题目不能为空',
    wrongType: '身份证正面照片：仅支持 JPEG 或 PNG 图片',
    uploaded: '已上传：front.jpg',
    success: '申请已提交',
  },
] as const;

/** A browser of its own client address (private = China), so per-IP limits of other tests do not mix in. */
const openPage = () => newPage();

async function openForm(page: Page, prefix: string) {
  await page.goto(`${prefix}/reward`);
  // Hydrated once the education choices arrived from /dict.
  await expect.poll(() => page.locator('#pa-education option').count()).toBeGreaterThan(1);
}

const setFile = (page: Page, field: string, name: string, mimeType: string, buffer: Buffer) => page.setInputFiles(`#pa-${field}`, { name, mimeType, buffer });

describe.each(LANGS)('paper award in $lang', (L) => {
  it('applies with uploads, sees the live award, confirms by code and gets the stored award', async () => {
    const page = await openPage();
    const tag = unique();
    const email = `reward-${L.lang}-${tag}@example.com`;
    await openForm(page, L.prefix);
    expect(await page.locator('[data-testid=award-table] tbody tr').count()).toBe(4);

    // Validation on blur names the field in the page language.
    await page.focus('#pa-paperTitle');
    await page.focus('#pa-magazinePublished');
    await expect.poll(() => page.locator('#pa-paperTitle-error').textContent()).toBe(L.paperTitleBlank);

    const text: Record<string, string> = {
      name: L.name,
      company: 'Fudan University',
      department: 'Immunology',
      phone: L.phone,
      idNumber: idNumber(),
      email,
      mentor: 'Wang Fang',
      labPhone: '021-65642222',
      labAddress: '220 Handan Road, Shanghai',
      paperTitle: `IL-2 signalling ${tag}`,
      magazinePublished: 'Nature Immunology',
      influenceFactor: '12.5',
      doi: `10.1038/e2e-${tag}`,
      firstAuthor: L.name,
      correspondingAuthor: 'Wang Fang',
      sku: 'CYT-H0201',
      productName: 'Recombinant Human IL-2 Protein',
      buyPackaging: '100 µg',
      distr: 'Direct',
      remittancesAccount: '6222021234567890',
      username: L.name,
      openingBank: 'ICBC Shanghai Branch',
    };
    await fillForm(page, 'pa', { ...text, issueTime: '2025-03-01', areaId: { index: 1 }, education: { index: 1 } });

    // IF 12.5 → 3000 gross, 600 tax, 2400 net; IF 4.2 → 1000, 200, 800.
    expect(await page.locator('[data-testid=live-award-gross]').textContent()).toBe('¥3000');
    await page.fill('#pa-influenceFactor', '4.2');
    expect(await page.locator('[data-testid=live-award-gross]').textContent()).toBe('¥1000');
    expect(await page.locator('[data-testid=live-award-tax]').textContent()).toBe('¥200');
    expect(await page.locator('[data-testid=live-award-net]').textContent()).toBe('¥800');

    await setFile(page, 'imageId1', 'front.jpg', 'image/jpeg', FILES.jpeg);
    await setFile(page, 'imageId2', 'back.png', 'image/png', FILES.png);
    await setFile(page, 'file', 'paper.pdf', 'application/pdf', FILES.pdf);
    await expect.poll(() => page.locator('[data-testid=pa-imageId1-status]').textContent()).toBe(L.uploaded);
    await expect.poll(() => page.locator('[data-testid=pa-file-status]').textContent()).toContain('paper.pdf');
    await expect.poll(() => page.locator('[data-testid=pa-imageId2-status]').textContent()).toContain('back.png');

    await page.click('[data-testid=send-code]');
    const code = await waitForCode(mailDir, L.lang === 'zh' ? L.phone : email);
    await page.fill('#pa-code', code);
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('paperApply') ?? '{}').paperTitle)).toBe(text.paperTitle);
    await page.click('[data-testid=reward-form] button[type=submit]');

    const success = page.locator('[data-testid=reward-success]');
    await expect.poll(() => success.isVisible()).toBe(true);
    expect(await success.locator('h2').textContent()).toBe(L.success);
    expect(await page.locator('[data-testid=stored-award-gross]').textContent()).toBe('¥1000');
    expect(await page.locator('[data-testid=stored-award-net]').textContent()).toBe('¥800');
    expect(await page.evaluate(() => sessionStorage.getItem('paperApply'))).toBeNull();
    await page.context().close();
  });

  it('shows the translated error of a wrong file type on its field and keeps the rest, also after a reload', async () => {
    const page = await openPage();
    await openForm(page, L.prefix);
    await page.fill('#pa-name', L.name);
    await page.fill('#pa-paperTitle', 'Kept title');
    await setFile(page, 'imageId1', 'photo.jpg', 'image/jpeg', FILES.elf);
    await expect.poll(() => page.locator('#pa-imageId1-error').textContent()).toBe(L.wrongType);
    expect(await page.getAttribute('#pa-imageId1', 'aria-describedby')).toContain('pa-imageId1-error');
    expect(await page.inputValue('#pa-name')).toBe(L.name);
    expect(await page.inputValue('#pa-paperTitle')).toBe('Kept title');
    expect(await page.locator('#pa-paperTitle-error').count()).toBe(0);

    // A real photo replaces the refused one and clears its error.
    await setFile(page, 'imageId1', 'front.jpg', 'image/jpeg', FILES.jpeg);
    await expect.poll(() => page.locator('[data-testid=pa-imageId1-status]').textContent()).toBe(L.uploaded);
    expect(await page.locator('#pa-imageId1-error').count()).toBe(0);

    // The typed text survives a reload (sessionStorage paperApply).
    await page.reload();
    await openForm(page, L.prefix);
    await expect.poll(() => page.inputValue('#pa-paperTitle')).toBe('Kept title');
    expect(await page.inputValue('#pa-name')).toBe(L.name);
    await page.context().close();
  });
});
