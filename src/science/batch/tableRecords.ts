import type { FastaRecord } from '../sequence/splitFasta.ts';

/** A first row that names its columns ("name, sequence") is a header, not a record. */
const HEADER_CELL = /^(name|id|sequence|seq|序列|名称)$/i;

/**
 * Splits CSV text into rows of cells (RFC 4180 quotes; comma, semicolon or tab separated; a leading BOM
 * dropped). Cells are cut out with `slice` between separators rather than built a character at a time:
 * a 4 MB catalogue sheet took seconds the other way.
 */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let start = i;
  while (i < n) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22) {
      // A quoted run: up to the next lone quote; "" inside stands for one quote.
      cell += text.slice(start, i);
      let j = i + 1;
      for (;;) {
        const q = text.indexOf('"', j);
        if (q === -1) {
          cell += text.slice(j);
          j = n;
          break;
        }
        cell += text.slice(j, q);
        if (text.charCodeAt(q + 1) === 0x22) (cell += '"'), (j = q + 2);
        else {
          j = q + 1;
          break;
        }
      }
      i = start = j;
    } else if (ch === 0x2c || ch === 0x3b || ch === 0x09) {
      row.push(cell + text.slice(start, i));
      cell = '';
      start = ++i;
    } else if (ch === 0x0a || ch === 0x0d) {
      row.push(cell + text.slice(start, i));
      rows.push(row);
      (row = []), (cell = '');
      i += ch === 0x0d && text.charCodeAt(i + 1) === 0x0a ? 2 : 1;
      start = i;
    } else i++;
  }
  const last = cell + text.slice(start, n);
  if (last !== '' || row.length > 0) row.push(last), rows.push(row);
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
