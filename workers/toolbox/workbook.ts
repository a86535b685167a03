import writeXlsxFile, { type Row, type Sheet } from 'write-excel-file/browser';
import type { ExportSheet } from '../toolbox.types.ts';

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
}

/**
 * An XLSX workbook of the given sheets: header row in bold, numbers stored as numbers (so a
 * spreadsheet can compute with them), strings as text, empty cells empty. Returns the file's bytes.
 */
export async function workbookBytes(sheets: readonly ExportSheet[]): Promise<ArrayBuffer> {
  const out: Sheet<Blob>[] = sheets.map((s) => ({
    sheet: sheetName(s.name),
    data: [
      s.header.map((h) => ({ value: h, fontWeight: 'bold' as const })),
      ...s.rows.map((r): Row => r.map((v) => (v === null ? null : typeof v === 'number' ? { value: v, type: Number } : { value: v, type: String }))),
    ],
  }));
  const blob = await writeXlsxFile(out).toBlob();
  return blob.arrayBuffer();
}
