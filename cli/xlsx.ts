import writeXlsxFile, { type Cell, type Row, type SheetData } from 'write-excel-file/node';
import type { BatchColumn, BatchRow } from '../src/science/batch/batchColumns.ts';

function numberFormat(decimals: number | undefined): string {
  return decimals === undefined || decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`;
}

function cell(column: BatchColumn, value: string | number | null | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (column.type === 'number' && typeof value === 'number') return { value, type: Number, format: numberFormat(column.decimals) };
  return { value: String(value), type: String };
}

/** Writes the batch table as one XLSX sheet: bold header with units, numbers as numbers. */
export async function writeBatchXlsx(path: string, columns: readonly BatchColumn[], rows: readonly BatchRow[]): Promise<void> {
  const header: Row = columns.map((c) => ({ value: c.header, type: String, fontWeight: 'bold' }));
  const data: SheetData = [header, ...rows.map((row) => columns.map((c) => cell(c, row[c.key])))];
  await writeXlsxFile(data, { sheet: 'Toolbox batch', stickyRowsCount: 1 }).toFile(path);
}
