import { readSheet } from 'read-excel-file/node';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import { csvRows } from '../../../src/science/batch/tableRecords.ts';
import { decodeText } from '../../../src/science/text/decodeText.ts';

/** A table read from an uploaded file: rows of text cells, and how a text file was decoded. */
export interface ReadTable {
  rows: string[][];
  /** null for a workbook. */
  encoding: string | null;
}

/** An XLSX workbook is a ZIP archive: it starts with the local file header "PK\3\4". */
export const isWorkbook = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const cellText = (v: unknown): string => (v === null || v === undefined ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v));

/**
 * The first worksheet of an XLSX workbook, or a CSV file in any encoding `decodeText` tells apart by its
 * bytes (UTF-8 with or without BOM, GB18030, Windows-1252). Numbers of a workbook are read as the text
 * Excel stored, never through a float, so "12.30" typed as a number reads "12.3", not 12.299999.
 * @throws the workbook reader's error when bytes that look like a workbook are not one
 */
export async function readTable(bytes: Uint8Array): Promise<ReadTable> {
  if (isWorkbook(bytes)) {
    const rows = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { parseNumber: (s: string) => s });
    return { rows: rows.map((r) => r.map(cellText)), encoding: null };
  }
  const { text, encoding } = decodeText(bytes);
  return { rows: csvRows(text), encoding };
}

/** An XLSX workbook of one sheet: header in bold and kept in view, every cell stored as text. */
export async function workbookOf(sheet: string, header: readonly string[], rows: readonly (readonly string[])[]): Promise<Buffer> {
  const data: Cell[][] = [
    header.map((h): Cell => ({ value: h, type: String, fontWeight: 'bold' })),
    ...rows.map((r) => r.map((v): Cell => (v === '' ? null : { value: v, type: String }))),
  ];
  return writeXlsxFile(data, { sheet, stickyRowsCount: 1 }).toBuffer();
}

/** A CSV cell: quoted when it holds a separator the reader splits on (comma, semicolon, tab), a quote or a line break. */
const csvCell = (v: string) => (/[",;\t\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** CSV text with a UTF-8 byte-order mark (so Excel opens Chinese text right) and CRLF line ends. */
export function csvOf(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\ufeff${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
