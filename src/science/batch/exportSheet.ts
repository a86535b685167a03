import type { BatchColumn, BatchRow } from './batchColumns.ts';

/** A cell of an exported sheet: numbers stay numbers (a spreadsheet computes with them), empty is null. */
export type ExportCell = string | number | null;

/** One sheet to export: a header row (names with units) and rows of cells. */
export interface ExportSheet {
  readonly name: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly ExportCell[])[];
  /** Decimals of each column's numbers: rounded to them and shown with them (null or absent: as computed). */
  readonly decimals?: readonly (number | null)[];
}

/**
 * The batch table as a sheet, the same for the pages' export and the command line: one column per
 * `BatchColumn` with its decimals, one row per record. `header` names a column (default: its English
 * header with units; a page passes its translation).
 */
export function batchSheet(name: string, columns: readonly BatchColumn[], rows: readonly BatchRow[], header: (column: BatchColumn) => string = (c) => c.header): ExportSheet {
  return {
    name,
    header: columns.map(header),
    rows: rows.map((row) => columns.map((c) => row[c.key] ?? null)),
    decimals: columns.map((c) => (c.type === 'number' ? (c.decimals ?? null) : null)),
  };
}
