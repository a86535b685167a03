import { readSheet } from 'read-excel-file/browser';
import { fastaRecords, type FastaRecord } from '../../src/science/sequence/splitFasta.ts';
import type { BatchSourceKind } from '../toolbox.types.ts';

/** Records of a batch source and the size that `FastaRecord.offset` counts in (for a progress bar). */
export interface RecordSource {
  readonly records: Iterable<FastaRecord>;
  readonly size: number;
}

/** A first row that names its columns ("name, sequence") is a header, not a record. */
const HEADER_CELL = /^(name|id|sequence|seq|序列|名称)$/i;

/**
 * One record per table row: the last non-empty cell is the sequence, the first one (when there are two
 * or more) its name. `offset` counts rows, so progress is rows done / rows.
 */
function* tableRecords(rows: readonly (readonly unknown[])[]): Generator<FastaRecord> {
  let index = 0;
  for (let r = 0; r < rows.length; r++) {
    const cells = rows[r]!.map((c) => (c === null || c === undefined ? '' : String(c).trim())).filter((c) => c !== '');
    if (cells.length === 0) continue;
    if (r === 0 && cells.some((c) => HEADER_CELL.test(c))) continue;
    yield { index: ++index, name: cells.length > 1 ? cells[0]! : '', text: cells[cells.length - 1]!, offset: r };
  }
}

/** Splits CSV text into rows of cells (RFC 4180 quotes; comma, semicolon or tab separated). */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
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

/** The records of a dropped or chosen file (or pasted text, read as FASTA). */
export async function recordSource(input: string | ArrayBuffer, kind: BatchSourceKind): Promise<RecordSource> {
  if (kind === 'xlsx') {
    if (typeof input === 'string') throw new TypeError('an XLSX source is binary');
    const rows = await readSheet(input);
    return { records: tableRecords(rows), size: rows.length };
  }
  const text = typeof input === 'string' ? input : new TextDecoder().decode(input);
  if (kind === 'csv') {
    const rows = csvRows(text);
    return { records: tableRecords(rows), size: rows.length };
  }
  return { records: fastaRecords(text), size: text.length };
}
