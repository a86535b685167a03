import { z } from 'zod';
import { importErrorSchema } from './catalogue-sheet.ts';
import { lotTests } from './lots.ts';

/**
 * The lot-results spreadsheet: what a quality-control laboratory exports from its records, one row per measured
 * result (a lot with several tests has several rows; a lot released without results has one row with the test
 * cells blank). The lot's own cells (size, dates, units) repeat on each of its rows and must agree.
 * Headers are matched without case, in English or Chinese, as declared here once.
 */
export const LOT_SHEET_COLUMNS = [
  { id: 'catalogNumber', en: 'Catalog number', zh: '货号' },
  { id: 'size', en: 'Size', zh: '规格' },
  { id: 'lotNumber', en: 'Lot', zh: '批号' },
  { id: 'madeOn', en: 'Made on', zh: '生产日期' },
  { id: 'expiresOn', en: 'Expires on', zh: '有效期至' },
  { id: 'quantityReleased', en: 'Units released', zh: '放行数量' },
  { id: 'test', en: 'Test', zh: '检测项目' },
  { id: 'specification', en: 'Specification', zh: '标准' },
  { id: 'value', en: 'Result', zh: '结果' },
  { id: 'method', en: 'Method', zh: '方法' },
] as const;
export type LotSheetColumn = (typeof LOT_SHEET_COLUMNS)[number]['id'];

/** The test names a sheet may use for each release test, besides its id (`purity`), in both languages. */
export const LOT_TEST_NAMES: Record<(typeof lotTests)[number], readonly string[]> = {
  purity: ['purity', '纯度'],
  endotoxin: ['endotoxin', '内毒素'],
  concentration: ['concentration', '浓度'],
  bioactivity: ['bioactivity', '生物活性', '活性'],
};

/** `POST /admin/lots/import`: `dryRun=1` checks the file and writes nothing. */
export const lotImportQuerySchema = z.object({ dryRun: z.enum(['1']).optional() });

/** One lot the file releases: where it is and how many results it carries. */
export const lotImportLotSchema = z.strictObject({
  row: z.number().int(),
  catalogNumber: z.string(),
  size: z.string(),
  lotNumber: z.string(),
  madeOn: z.string(),
  expiresOn: z.string(),
  quantityReleased: z.number().int(),
  tests: z.array(z.enum(lotTests)),
});

/**
 * The answer, the same for a dry run and an import: the lots the file releases, the problems (sheet row, the
 * header is row 1; column id; a translated message quoting the cell). Any problem: nothing is written.
 */
export const lotImportReportSchema = z.strictObject({
  dryRun: z.boolean(),
  applied: z.boolean(),
  lots: z.array(lotImportLotSchema),
  errors: z.array(importErrorSchema),
});
export type LotImportReport = z.infer<typeof lotImportReportSchema>;
