import { readFileSync, writeFileSync } from 'node:fs';
import type { BatchColumn, BatchRow } from '../src/science/batch/batchColumns.ts';
import { batchRecords, type RecordSource } from '../src/files/batchRecords.ts';
import { type BatchSourceKind, batchSourceKind } from '../src/science/batch/batchSourceKind.ts';
import { batchSheet } from '../src/science/batch/exportSheet.ts';
import { workbookBytes } from '../src/files/workbook.ts';
import { UsageError } from './args.ts';

/** The bytes of FILE, or of stdin for '-'. @throws UsageError when it cannot be read */
export function readBytes(file: string): Uint8Array {
  try {
    return new Uint8Array(readFileSync(file === '-' ? 0 : file));
  } catch (error) {
    throw new UsageError(`cannot read ${file === '-' ? 'stdin' : file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The records of a batch file ('-' = stdin), read as the toolbox worker reads a dropped file: FASTA/TXT,
 * CSV/TSV or XLSX by the name's extension unless `format` says (stdin is FASTA by default).
 * @throws UsageError when the file cannot be read or is not what its kind says
 */
export async function readBatchRecords(file: string, format?: BatchSourceKind): Promise<RecordSource> {
  const kind = format ?? batchSourceKind(file);
  const bytes = readBytes(file);
  try {
    return await batchRecords(bytes, kind);
  } catch (error) {
    throw new UsageError(`cannot read ${file === '-' ? 'stdin' : file} as ${kind.toUpperCase()}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Writes the batch table as an XLSX workbook, the same sheet the toolbox pages export (headers with units, numbers as numbers). */
export async function writeBatchXlsx(path: string, columns: readonly BatchColumn[], rows: readonly BatchRow[]): Promise<void> {
  writeFileSync(path, new Uint8Array(await workbookBytes([batchSheet('Batch', columns, rows)])));
}
