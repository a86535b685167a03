import type { FastaRecord } from '../sequence/splitFasta.ts';
import type { BatchRow } from './batchColumns.ts';
import type { BatchOptions } from './batchOptions.ts';
import { processRecord } from './processRecord.ts';

/** Progress after a chunk: records done, and where the last one ends in the source text. */
export interface BatchProgress {
  readonly records: number;
  /** Records whose row has an error code. */
  readonly recordsWithErrors: number;
  /** 0-based character offset just past the last processed record (divide by text length for %). */
  readonly offset: number;
}

/** Receives rows chunk by chunk (never row by row); may be a Comlink proxy (then it returns a promise). */
export type OnBatch = (rows: BatchRow[], progress: BatchProgress) => void | Promise<void>;

/** Default records per chunk: a few hundred rows per message keeps a worker's postMessage cheap. */
export const DEFAULT_CHUNK_SIZE = 500;

/**
 * Rows in chunks of `chunkSize`, computed lazily as records are pulled from `records` (e.g.
 * `fastaRecords(text)`), so memory holds one chunk of rows at a time.
 */
export function* batchChunks(
  records: Iterable<FastaRecord>,
  options: BatchOptions,
  chunkSize = DEFAULT_CHUNK_SIZE,
): Generator<{ rows: BatchRow[]; progress: BatchProgress }> {
  let rows: BatchRow[] = [];
  let done = 0;
  let withErrors = 0;
  let offset = 0;
  for (const record of records) {
    const row = processRecord(record, options);
    rows.push(row);
    done++;
    if (row['error_code'] !== null) withErrors++;
    offset = record.offset + record.text.length;
    if (rows.length >= chunkSize) {
      yield { rows, progress: { records: done, recordsWithErrors: withErrors, offset } };
      rows = [];
    }
  }
  if (rows.length > 0 || done === 0) yield { rows, progress: { records: done, recordsWithErrors: withErrors, offset } };
}

/**
 * Processes every record and hands the rows to `onBatch` chunk by chunk, awaiting it each time (back-
 * pressure for a slow consumer such as a Comlink proxy or a file stream). Resolves with the final
 * progress. A Web Worker wraps this: `runBatch(fastaRecords(text), options, Comlink.proxy(onBatch))`.
 */
export async function runBatch(
  records: Iterable<FastaRecord>,
  options: BatchOptions,
  onBatch: OnBatch,
  chunkSize = DEFAULT_CHUNK_SIZE,
): Promise<BatchProgress> {
  let last: BatchProgress = { records: 0, recordsWithErrors: 0, offset: 0 };
  for (const { rows, progress } of batchChunks(records, options, chunkSize)) {
    await onBatch(rows, progress);
    last = progress;
  }
  return last;
}
