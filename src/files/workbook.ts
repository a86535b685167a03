import writeXlsxFile, { type Cell, type Row, type Sheet } from 'write-excel-file/universal';
import { roundTo } from '../science/roundTo.ts';
import type { ExportCell, ExportSheet } from '../science/batch/exportSheet.ts';

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
}

/** Excel number format with exactly `decimals` places ("0", "0.00", ...). */
function numberFormat(decimals: number): string {
  return decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`;
}

function cell(value: ExportCell, decimals: number | null | undefined): Cell {
  // Excel has no NaN or infinity: such a number is an empty cell.
  if (value === null || (typeof value === 'number' && !Number.isFinite(value))) return null;
  if (typeof value === 'string') return { value, type: String };
  if (decimals === null || decimals === undefined) return { value, type: Number };
  return { value: roundTo(value, decimals), type: Number, format: numberFormat(decimals) };
}

/**
 * The XLSX workbook of these sheets, written the same way for the pages (in the toolbox worker) and the
 * command line: header row in bold and kept in view, numbers stored as numbers rounded to and shown with
 * their column's decimals, strings as text, empty cells empty. Returns the file's bytes.
 */
export async function workbookBytes(sheets: readonly ExportSheet[]): Promise<ArrayBuffer> {
  const out: Sheet<Blob>[] = sheets.map((s) => ({
    sheet: sheetName(s.name),
    stickyRowsCount: 1,
    data: [
      s.header.map((h): Cell => ({ value: h, type: String, fontWeight: 'bold' })),
      ...s.rows.map((r): Row => r.map((v, i) => cell(v, s.decimals?.[i]))),
    ],
  }));
  const blob = await writeXlsxFile(out).toBlob();
  return blob.arrayBuffer();
}
