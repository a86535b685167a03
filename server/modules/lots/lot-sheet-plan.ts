import type { z } from 'zod';
import { LOT_SHEET_COLUMNS, LOT_TEST_NAMES, type LotImportReport, type LotSheetColumn } from '../../../src/contracts/admin/lot-sheet.ts';
import { lotReleaseSchema, lotTests, type LotTest } from '../../../src/contracts/admin/lots.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { ReadTable } from '../catalogue-admin/sheet-files.ts';

/** The sizes of the catalogue a sheet may name: catalog number (upper case) → size text → size id and product. */
export type SizeIndex = Map<string, Map<string, { sizeId: number; productId: number; catalogNumber: string }>>;

/** A lot the sheet releases, ready for `releaseLot`, with the sheet row where it starts. */
export interface PlannedLot {
  row: number;
  product: { id: number; catalogNumber: string };
  size: string;
  release: z.output<typeof lotReleaseSchema>;
}

type Errors = LotImportReport['errors'];
const REQUIRED: LotSheetColumn[] = ['catalogNumber', 'size', 'lotNumber', 'madeOn', 'expiresOn', 'quantityReleased'];
const LOT_CELLS: LotSheetColumn[] = ['madeOn', 'expiresOn', 'quantityReleased'];
const RESULT_CELLS = ['test', 'specification', 'value', 'method'] as const;

const headerIndex = (header: string) => {
  const h = header.trim().toLowerCase();
  return LOT_SHEET_COLUMNS.find((c) => c.en.toLowerCase() === h || c.zh === h || c.id.toLowerCase() === h)?.id;
};
const testOf = (text: string): LotTest | undefined => lotTests.find((t) => LOT_TEST_NAMES[t].includes(text.trim().toLowerCase()));

/**
 * Reads a lot-results sheet into lots to release. Rows are grouped by catalog number, lot number and size (a lot
 * filled into two sizes is released in each); a group's lot cells (dates, units) must agree on every row; its result rows become the lot's results, each checked by the
 * release schema (the same as the form's). Every problem names its row (the header is row 1), its column and,
 * where a cell is wrong, the cell as written.
 */
export function planLotSheet(lang: Lang, table: ReadTable, sizes: SizeIndex): { lots: PlannedLot[]; errors: Errors } {
  const errors: Errors = [];
  const fail = (row: number, column: string, key: string, vars: Record<string, unknown> = {}) => errors.push({ row, column, message: translate(lang, key, vars) });
  const [header = [], ...body] = table.rows;
  const at = new Map<LotSheetColumn, number>();
  header.forEach((h, i) => {
    const id = headerIndex(h);
    if (id && !at.has(id)) at.set(id, i);
  });
  for (const c of LOT_SHEET_COLUMNS) if (REQUIRED.includes(c.id) && !at.has(c.id)) fail(1, c.id, 'admin:lots.sheet.missingColumn', { header: `${c.en} / ${c.zh}` });
  if (errors.length) return { lots: [], errors };
  for (const note of table.notes) if (note.kind === 'formula') fail(note.row + 1, LOT_SHEET_COLUMNS.find((c) => at.get(c.id) === note.column)?.id ?? '', 'admin:sheet.v.formulaCell');

  const groups = new Map<string, { row: number; cells: Record<string, string>; results: { row: number; cells: Record<string, string> }[] }>();
  body.forEach((cells, i) => {
    const row = i + 2;
    const cell = (id: LotSheetColumn) => (at.has(id) ? (cells[at.get(id)!] ?? '') : '').trim();
    if (cells.every((v) => v.trim() === '')) return;
    const key = `${cell('catalogNumber').toUpperCase()}\t${cell('lotNumber').toUpperCase()}\t${cell('size')}`;
    const all = Object.fromEntries(LOT_SHEET_COLUMNS.map((c) => [c.id, cell(c.id)]));
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { row, cells: all, results: [] }));
    else for (const id of LOT_CELLS) if (all[id] !== group.cells[id]) fail(row, id, 'admin:lots.sheet.disagrees', { value: all[id], first: group.row });
    if (RESULT_CELLS.some((id) => all[id] !== '')) group.results.push({ row, cells: all });
  });

  const lots: PlannedLot[] = [];
  for (const { row, cells, results } of groups.values()) {
    const size = sizes.get(cells.catalogNumber!.toUpperCase())?.get(cells.size!);
    if (!sizes.has(cells.catalogNumber!.toUpperCase())) fail(row, 'catalogNumber', 'admin:lots.sheet.unknownProduct', { value: cells.catalogNumber });
    else if (!size) fail(row, 'size', 'admin:lots.sheet.unknownSize', { value: cells.size, catalogNumber: cells.catalogNumber });
    const unknownTest = results.find((r) => !testOf(r.cells.test!));
    if (unknownTest) fail(unknownTest.row, 'test', 'admin:lots.sheet.unknownTest', { value: unknownTest.cells.test });
    if (!size || unknownTest) continue;
    const checked = lotReleaseSchema.safeParse({
      sizeId: size.sizeId,
      lotNumber: cells.lotNumber,
      madeOn: cells.madeOn,
      expiresOn: cells.expiresOn,
      quantityReleased: /^\d+$/.test(cells.quantityReleased!) ? Number(cells.quantityReleased) : cells.quantityReleased,
      results: results.map((r) => ({ test: testOf(r.cells.test!), specification: r.cells.specification, value: r.cells.value, method: r.cells.method })),
    });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        // results.<i>.<part> is the i-th result row's cell; any other path is the lot's own cell on its first row.
        const [head, index, part] = issue.path.map(String);
        const where = head === 'results' ? { row: results[Number(index)]?.row ?? row, column: part ?? 'test' } : { row, column: head ?? '' };
        const value = head === 'results' ? (results[Number(index)]?.cells[part ?? 'test'] ?? '') : (cells[head ?? ''] ?? '');
        errors.push({ ...where, message: `${translate(lang, issue.message)}: “${value}”` });
      }
      continue;
    }
    lots.push({ row, product: { id: size.productId, catalogNumber: size.catalogNumber }, size: cells.size!, release: checked.data });
  }
  return { lots, errors: errors.sort((a, b) => a.row - b.row) };
}
