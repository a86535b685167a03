import type { Cell } from 'write-excel-file/node';
import { ABOUT_SHEET, csvColumns, EXPORTED_AT_LABEL, INQUIRY_CELL, SHEET_CURRENCY, sheetHeader, workbookColumns, type SheetColumn, type SheetColumnId } from '../../../src/contracts/admin/catalogue-sheet.ts';
import { lineCell, type SheetLine } from './catalogue-sheet.queries.ts';
import { csvOf, workbookOfSheets, type WorkbookSheet } from './sheet-files.ts';

/** What an export is made of: its lines, the product categories' names and the time it was made (ISO 8601). */
export interface ExportInput {
  lines: readonly SheetLine[];
  categoryNames: ReadonlyMap<number, string>;
  exportedAt: string;
}

/** Excel's number format of a price: thousands separated, always two decimals (1,280.00). */
const PRICE_FORMAT = '#,##0.00';
/** Column widths in characters: wide enough for the header's English part, at most this wide for long texts. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 40;
const WIDTH_SAMPLE = 1000;

/** The width a text takes in a spreadsheet: a CJK or full-width character takes two. */
const displayWidth = (text: string) => [...text].reduce((n, ch) => n + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1), 0);

/** A line's cell of a workbook column: the price as a number (or the text `inquiry`), the currency, the category's name. */
function workbookCell(line: SheetLine, column: SheetColumn, names: ReadonlyMap<number, string>): Cell {
  const price = line.size.priceCny;
  if (column.id === 'price') return price === null ? { value: INQUIRY_CELL, type: String } : { value: Number(price), type: Number, format: PRICE_FORMAT };
  if (column.id === 'currency') return price === null ? null : { value: SHEET_CURRENCY, type: String };
  if (column.id === 'categoryName') {
    const name = names.get(Number(line.product.fields.categoryId));
    return name ? { value: name, type: String } : null;
  }
  const text = lineCell(line, column.id as SheetColumnId);
  return text === '' ? null : { value: text, type: String };
}

/** The text a cell shows, for its column's width. */
const shownText = (cell: Cell) => (cell === null || cell === undefined ? '' : typeof cell === 'object' && 'value' in cell ? (typeof cell.value === 'number' ? cell.value.toFixed(2) : String(cell.value ?? '')) : String(cell));

/**
 * The export as a workbook made for people: prices as numbers with a currency column, the category's name beside its
 * id, the visible/hidden state, the header row and the key columns frozen, columns as wide as their contents
 * (within bounds), every other cell stored as text (so Excel does not turn `1-2` into a date). A second sheet,
 * About, says when the file was exported: the import warns about rows changed in the database after that time.
 */
export async function catalogueWorkbook({ lines, categoryNames, exportedAt }: ExportInput): Promise<Buffer> {
  const rows = lines.map((line) => workbookColumns.map((c) => workbookCell(line, c, categoryNames)));
  // Measured on the first rows, each cell's first MAX_WIDTH characters: a description may run to 20,000.
  const sample = rows.slice(0, WIDTH_SAMPLE);
  const widths = workbookColumns.map((c, i) => {
    const longest = sample.reduce((n, r) => Math.max(n, ...shownText(r[i]!).slice(0, MAX_WIDTH).split('\n').map(displayWidth)), displayWidth(c.en));
    return { width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2)) };
  });
  const catalogue: WorkbookSheet = {
    sheet: 'Catalogue',
    data: [workbookColumns.map((c): Cell => ({ value: sheetHeader(c), type: String, fontWeight: 'bold' })), ...rows],
    columns: widths,
    stickyRowsCount: 1,
    stickyColumnsCount: 2,
  };
  const text = (value: string, bold = false): Cell => ({ value, type: String, ...(bold ? { fontWeight: 'bold' as const } : {}) });
  const about: WorkbookSheet = {
    sheet: ABOUT_SHEET,
    data: [
      [text('Aurora catalogue export / 产品目录导出', true)],
      [text(EXPORTED_AT_LABEL, true), text(exportedAt)],
      [text('Rows / 行数', true), { value: lines.length, type: Number }],
      [],
      ...ABOUT_NOTES.map((note) => [text(note)]),
    ],
    columns: [{ width: 28 }, { width: 100 }],
  };
  return workbookOfSheets([catalogue, about]);
}

/** What the About sheet tells the person editing the file, in both languages. */
const ABOUT_NOTES = [
  'Keep this sheet in the file: on import, rows of products changed in the back office after the time above are listed, and applying them needs “Overwrite newer changes”.',
  '请保留此工作表：导入时，导出时间之后在后台修改过的产品行会被列出，须勾选“覆盖更新的修改”才能应用。',
  'Prices are numbers in the currency of the Currency column (CNY); “inquiry” marks a size sold on inquiry only.',
  '价格为数字，币种见“币种”列（人民币）；“inquiry”表示该规格仅询价。',
  'The Category column is for reading only: to move a product, change its Category ID.',
  '“分类名称”列仅供查看：要更改产品分类，请修改“分类编号”。',
];

/** The export as CSV: the sheet's columns as text (prices as `CNY 1280.00`), and the export time on every row. */
export function catalogueCsv({ lines, exportedAt }: ExportInput): string {
  const rows = lines.map((line) => csvColumns.map((c) => (c.id === 'exportedAt' ? exportedAt : lineCell(line, c.id as SheetColumnId))));
  return csvOf(csvColumns.map(sheetHeader), rows);
}
