import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../../contracts/admin/catalogue-sheet.ts';
import { adminI18n } from '../i18n.ts';
import { CatalogueImportReport } from './CatalogueImportReport.tsx';

const report: ImportReport = {
  dryRun: true,
  applied: false,
  create: 0,
  update: 1,
  unchanged: 3,
  errors: [],
  changes: [{ row: 5, catalogNumber: 'CYT-H0201', size: '10 µg', action: 'update', columns: ['price', 'nameEn'], cells: [{ column: 'price', before: 'CNY 4321.50', after: 'CNY 1280.00' }, { column: 'nameEn', before: 'IL-2 (edited)', after: 'IL-2' }] }],
  ignoredColumns: [],
  encoding: null,
  exportedAt: '2026-11-28T09:30:00.000Z',
  newer: [{ row: 5, catalogNumber: 'CYT-H0201', size: '10 µg', changedAt: '2026-11-28T10:00:00.000Z', exportedAt: '2026-11-28T09:30:00.000Z' }],
  unchecked: 0,
};

async function render(lang: 'en' | 'zh', shown: ImportReport) {
  const i18n = await adminI18n(lang);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <CatalogueImportReport report={shown} overwrite={false} onOverwrite={() => {}} />
    </I18nextProvider>,
  );
}

describe('the import report', () => {
  it('lists each changed cell before and after, marks the newer rows and asks to overwrite them, in both languages', async () => {
    const en = await render('en', report);
    expect(en).toContain('data-testid="catalogue-changes"');
    expect(en).toMatch(/data-row="5" data-column="price" data-newer="yes"[\s\S]*CNY 4321\.50[\s\S]*CNY 1280\.00/);
    expect(en).toContain('IL-2 (edited)');
    expect(en).toContain('Overwrite newer changes');
    expect(en).toContain('data-testid="catalogue-overwrite"');
    // Times in the office's zone by default, named (09:30 UTC is 17:30 in Beijing).
    expect(en).toContain('28 Nov 2026, 17:30 Beijing time');
    expect(en).toContain('28 Nov 2026, 18:00 Beijing time');
    const zh = await render('zh', report);
    expect(zh).toContain('2026年11月28日 17:30 北京时间');
    expect(zh).toContain('覆盖更新的修改');
    expect(zh).toContain('修改前');
    expect(zh).toContain('价格');
  });

  it('says a file without an export time cannot be checked for newer changes', async () => {
    const html = await render('en', { ...report, exportedAt: null, newer: [] });
    expect(html).toContain('data-testid="catalogue-no-export-time"');
    expect(html).not.toContain('data-testid="catalogue-overwrite"');
  });
});
