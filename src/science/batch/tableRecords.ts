import type { FastaRecord } from '../sequence/splitFasta.ts';

/** A first row that names its columns ("name, sequence") is a header, not a record. */
const HEADER_CELL = /^(name|id|sequence|seq|序列|名称)$/i;

/** Splits CSV text into rows of cells (RFC 4180 quotes; comma, semicolon or tab separated; a leading BOM dropped). */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === ';' || ch === '\t') row.push(cell), (cell = '');
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell), rows.push(row), (row = []), (cell = '');
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) row.push(cell), rows.push(row);
  return rows;
}

/** Records of a table and the size their `offset` counts in (for a progress bar). */
export interface TableRecords {
  readonly records: readonly FastaRecord[];
  readonly size: number;
}

/**
 * One record per table row (CSV or a worksheet): the last non-empty cell is the sequence, the first one
 * (when there are two or more) its name; empty rows are skipped, and so is a first row of column names.
 * `offset` counts sequence characters of the rows before (the sequences laid end to end), so progress
 * = offset / size follows the work, which grows with sequence length.
 */
export function tableRecords(rows: readonly (readonly unknown[])[]): TableRecords {
  const records: FastaRecord[] = [];
  let size = 0;
  for (let r = 0; r < rows.length; r++) {
    const cells = rows[r]!.map((c) => (c === null || c === undefined ? '' : String(c).trim())).filter((c) => c !== '');
    if (cells.length === 0) continue;
    if (r === 0 && cells.some((c) => HEADER_CELL.test(c))) continue;
    const text = cells[cells.length - 1]!;
    records.push({ index: records.length + 1, name: cells.length > 1 ? cells[0]! : '', text, offset: size });
    size += text.length;
  }
  return { records, size };
}
