import { readSheet } from 'read-excel-file/universal';
import { type FastaRecord, fastaRecords } from '../science/sequence/splitFasta.ts';
import { decodeText, type TextEncodingName } from '../science/text/decodeText.ts';
import type { BatchSourceKind } from '../science/batch/batchSourceKind.ts';
import { csvRows, tableRecords } from '../science/batch/tableRecords.ts';

/** Records of a batch source and the size that `FastaRecord.offset` counts in (progress = offset / size). */
export interface RecordSource {
  readonly records: Iterable<FastaRecord>;
  readonly size: number;
  /** How text bytes were decoded (detected: UTF-8, GB18030, Windows-1252 …); null for a string or a workbook. */
  readonly encoding: TextEncodingName | null;
}

/**
 * The records of a batch file, read the same way by the toolbox worker and the command line: FASTA/TXT
 * (one record per `>` entry), CSV or the first worksheet of an XLSX workbook (one record per row, see
 * `tableRecords`). Text comes as a string or as bytes in any encoding `decodeText` tells apart by the bytes
 * (UTF-8 with or without BOM, GB18030, Windows-1252); a workbook as bytes.
 * @throws the spreadsheet reader's error for bytes that are not an XLSX workbook
 */
export async function batchRecords(input: string | ArrayBuffer | Uint8Array, kind: BatchSourceKind): Promise<RecordSource> {
  if (kind === 'xlsx') {
    if (typeof input === 'string') throw new TypeError('an XLSX source is binary');
    // A copy into a plain ArrayBuffer: a Node Buffer is a view into a shared pool.
    const bytes = input instanceof Uint8Array ? new Uint8Array(input).buffer : input;
    return { ...tableRecords(await readSheet(bytes)), encoding: null };
  }
  const { text, encoding } = typeof input === 'string' ? { text: input, encoding: null } : decodeText(input instanceof Uint8Array ? input : new Uint8Array(input));
  if (kind === 'csv') return { ...tableRecords(csvRows(text)), encoding };
  return { records: fastaRecords(text), size: text.length, encoding };
}

/** The first `limit` records (visitors see a few; Infinity: all), pulled lazily. */
export function* firstRecords(records: Iterable<FastaRecord>, limit: number): Generator<FastaRecord> {
  if (limit <= 0) return;
  let n = 0;
  for (const record of records) {
    yield record;
    if (++n >= limit) return;
  }
}
