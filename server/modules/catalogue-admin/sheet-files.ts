import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import { csvRows } from '../../../src/science/batch/tableRecords.ts';
import { decodeText } from '../../../src/science/text/decodeText.ts';
import { readWorkbook, type CellNote } from './sheet-workbook.ts';

/** A table read from an uploaded file: rows of text cells, and how a text file was decoded. */
export interface ReadTable {
  rows: string[][];
  /** A workbook's dates, booleans and uncalculated formulas, for the import to judge by column. */
  notes: CellNote[];
  /** null for a workbook. */
  encoding: string | null;
  /** A workbook's export time as its About sheet states it (text, checked by the import); null for a CSV, whose rows carry theirs. */
  aboutExportedAt: string | null;
}

/** An XLSX workbook is a ZIP archive: it starts with the local file header "PK\3\4". */
export const isWorkbook = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * OWASP "CSV Injection": a spreadsheet program runs a cell that begins with `=`, `+`, `-`, `@`, a tab or a
 * carriage return as a formula, so the CSV export writes such a cell behind a `'` (shown as text, not run).
 * Cells already beginning with `'`s before such a character get one more, so the import, which takes off
 * exactly one `'` there, gives back every cell as it was: export then import is the identity.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA_START = /^'+[=+\-@\t\r]/;
export const csvExportCell = (v: string) => (FORMULA_START.test(v) ? `'${v}` : v);
export const csvImportCell = (v: string) => (ESCAPED_FORMULA_START.test(v) ? v.slice(1) : v);

/**
 * The first worksheet of an XLSX workbook (sheet-workbook.ts), or a CSV file in any encoding `decodeText`
 * tells apart by its bytes (UTF-8 with or without BOM, GB18030, Windows-1252). Text is kept as typed.
 * @throws the workbook reader's error when bytes that look like a workbook are not one
 */
export async function readTable(bytes: Uint8Array): Promise<ReadTable> {
  if (isWorkbook(bytes)) return { ...(await readWorkbook(bytes)), encoding: null };
  const { text, encoding } = decodeText(bytes);
  return { rows: csvRows(text).map((r) => r.map(csvImportCell)), notes: [], encoding, aboutExportedAt: null };
}

/** A sheet of a workbook the export writes: its name, cells and the writer's sheet options (widths, frozen rows). */
export interface WorkbookSheet {
  sheet: string;
  data: Cell[][];
  columns?: { width: number }[];
  stickyRowsCount?: number;
  stickyColumnsCount?: number;
}

/** An XLSX workbook of these sheets, in this order (the import reads the first). */
export async function workbookOfSheets(sheets: readonly WorkbookSheet[]): Promise<Buffer> {
  return writeXlsxFile(sheets.map((s) => ({ ...s }))).toBuffer();
}

/** An XLSX workbook of one sheet: header in bold and kept in view, every cell stored as text. */
export async function workbookOf(sheet: string, header: readonly string[], rows: readonly (readonly string[])[]): Promise<Buffer> {
  const data: Cell[][] = [
    header.map((h): Cell => ({ value: h, type: String, fontWeight: 'bold' })),
    ...rows.map((r) => r.map((v): Cell => (v === '' ? null : { value: v, type: String }))),
  ];
  return workbookOfSheets([{ sheet, data, stickyRowsCount: 1 }]);
}

/** A CSV cell: quoted when it holds a separator the reader splits on (comma, semicolon, tab), a quote or a line break. */
const csvCell = (v: string) => (/[",;\t\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** CSV text with a UTF-8 byte-order mark (so Excel opens Chinese text right) and CRLF line ends; formula-like cells escaped (`csvExportCell`). */
export function csvOf(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\ufeff${[header, ...rows].map((r) => r.map((v) => csvCell(csvExportCell(v))).join(',')).join('\r\n')}\r\n`;
}
