import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { readSheet } from 'read-excel-file/node';
import type { FastaRecord } from '../src/science/sequence/splitFasta.ts';
import { fastaRecords } from '../src/science/sequence/splitFasta.ts';
import { type TextEncodingName, decodeText } from '../src/science/text/decodeText.ts';
import { UsageError } from './usageError.ts';

/** Formats `batch` reads: FASTA text, a CSV table, or the first sheet of an XLSX workbook. */
export const BATCH_FORMATS = ['fasta', 'csv', 'xlsx'] as const;
export type BatchFormat = (typeof BATCH_FORMATS)[number];

/** The records of a batch input, and how its text was decoded (null for XLSX, which is not text). */
export interface BatchInput {
  readonly records: Iterable<FastaRecord>;
  readonly encoding: TextEncodingName | null;
}

/** Bytes of FILE, or of stdin for '-'. @throws UsageError */
export function readBytes(file: string): Uint8Array {
  try {
    return new Uint8Array(readFileSync(file === '-' ? 0 : file));
  } catch (error) {
    throw new UsageError(`cannot read ${file === '-' ? 'stdin' : file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The format named by FILE's extension (.xlsx, .csv or .tsv; anything else, and stdin, is FASTA). */
export function formatOf(file: string): BatchFormat {
  const extension = extname(file).toLowerCase();
  if (extension === '.xlsx') return 'xlsx';
  if (extension === '.csv' || extension === '.tsv') return 'csv';
  return 'fasta';
}

/** A first row that names its columns ("name, sequence") is a header, not a record. */
const HEADER_CELL = /^(name|id|sequence|seq|序列|名称)$/i;

/**
 * One record per table row, as the toolbox page reads tables: the last non-empty cell is the sequence,
 * the first one (when there are two or more) its name. `offset` counts rows.
 */
export function* tableRecords(rows: readonly (readonly unknown[])[]): Generator<FastaRecord> {
  let index = 0;
  for (let r = 0; r < rows.length; r++) {
    const cells = rows[r]!.map((c) => (c === null || c === undefined ? '' : String(c).trim())).filter((c) => c !== '');
    if (cells.length === 0) continue;
    if (r === 0 && cells.some((c) => HEADER_CELL.test(c))) continue;
    yield { index: ++index, name: cells.length > 1 ? cells[0]! : '', text: cells[cells.length - 1]!, offset: r };
  }
}

/** Rows of CSV text (RFC 4180 quotes; comma, semicolon or tab separated, as spreadsheets export). */
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

/**
 * Reads a batch input: text through the encoding detector (UTF-8, GB18030, Windows-1252), then FASTA
 * records or CSV rows; XLSX through read-excel-file.
 * @throws UsageError when the file cannot be read or is not a workbook
 */
export async function readBatchInput(file: string, format: BatchFormat = formatOf(file)): Promise<BatchInput> {
  const bytes = readBytes(file);
  if (format === 'xlsx') {
    try {
      return { records: tableRecords(await readSheet(Buffer.from(bytes))), encoding: null };
    } catch (error) {
      throw new UsageError(`cannot read ${file} as XLSX: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const { text, encoding } = decodeText(bytes);
  return { records: format === 'csv' ? tableRecords(csvRows(text)) : fastaRecords(text), encoding };
}
