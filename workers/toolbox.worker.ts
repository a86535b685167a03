/**
 * The toolbox worker: every sequence computation of the toolbox pages runs here, off the main thread
 * (the page only validates numbers and sends the raw text or file). Thin by design: it streams what the
 * science core yields and exposes its functions.
 */
import { type Endpoint, expose, transfer } from 'comlink';
import type { AnalysisSettings, BatchOptions, BatchOutcome, BatchSourceKind, CappingOutcome, CappingRequest, ExportSheet, OnParts, OnRows, PeakSourceKind, Section } from '../src/contracts/toolbox.ts';
import { cappingReport } from '../src/science/assay/cappingReport.ts';
import { workbookRows } from '../src/files/workbookRows.ts';
import { analysisSections } from '../src/science/analysis/analysisSections.ts';
import { batchColumns } from '../src/science/batch/batchColumns.ts';
import { batchRecords, firstRecords } from '../src/files/batchRecords.ts';
import { runBatch as runBatchCore } from '../src/science/batch/runBatch.ts';
import { evaluateCase } from '../src/science/contract/evaluateCase.ts';
import type { JsonObject } from '../src/science/contract/json.ts';
import { workbookBytes } from '../src/files/workbook.ts';
import { isToolboxError } from '../src/science/errors.ts';
import { type MzmlProgress, type MzmlRun, readMzml as readMzmlCore, type ReadMzmlOptions } from '../src/science/mzml/readMzml.ts';

/** Rows per message: a few hundred keeps postMessage cheap and the progress bar lively. */
const CHUNK_SIZE = 250;

const api = {
  /**
   * One sequence (text, or a FASTA/TXT file read here, not on the page), handed to `onParts` section by
   * section as each is finished. Awaited each time: back-pressure for a Comlink proxy.
   */
  async analyse(input: string | Blob, settings: AnalysisSettings, sections: readonly Section[], onParts: OnParts): Promise<void> {
    const text = input instanceof Blob ? await input.text() : input;
    for (const { parts, progress } of analysisSections(text, settings, sections)) await onParts(parts, progress);
  },
  batchColumns,
  /**
   * Many records (FASTA text, or a FASTA, CSV or XLSX file), rows streamed to `onRows` chunk by chunk.
   * `limit` stops after that many records (visitors see 20). Resolves with the record count and the
   * encoding a text file was read in (detected from its bytes; null for typed text or a workbook).
   */
  async runBatch(input: string | ArrayBuffer | Blob, kind: BatchSourceKind, options: BatchOptions, onRows: OnRows, limit = Infinity): Promise<BatchOutcome> {
    const source = await batchRecords(input instanceof Blob ? await input.arrayBuffer() : input, kind);
    const size = Math.max(1, source.size);
    const last = await runBatchCore(firstRecords(source.records, limit), options, (rows, progress) => onRows(rows, { ...progress, fraction: Math.min(1, progress.offset / size) }), CHUNK_SIZE);
    return { records: last.records, encoding: source.encoding };
  },
  /** A capping result from a pasted peak list or a dropped CSV/TXT/XLSX export (read here, not on the page). */
  async cappingResult(request: CappingRequest, peaks: string | Blob, kind: PeakSourceKind): Promise<CappingOutcome> {
    return cappingReport(request, peaks instanceof Blob ? await peaks.arrayBuffer() : peaks, kind, workbookRows);
  },
  /**
   * One case of the machine interface (`spectrum_capping` and every other module of `evaluateCase`): the
   * answer the CLI's `eval` prints, `{ error, message }` for a ToolboxError.
   */
  eval(module: string, inputs: unknown): JsonObject {
    return evaluateCase({ module, inputs });
  },
  /**
   * An mzML (or .mzML.gz) file read as a stream here, never whole on the page: MS1 scans summed over
   * `options.rtWindowMin`, progress to `onProgress` about every MB. A ToolboxError is thrown as a plain
   * object: Comlink keeps only an Error's message, and the page needs the code and its details.
   */
  async readMzml(file: Blob, options: Omit<ReadMzmlOptions, 'onProgress'>, onProgress?: (p: MzmlProgress) => void): Promise<MzmlRun> {
    // The last progress call is awaited so the page sees 100 % before the answer (two message ports).
    let last: unknown;
    const relay = onProgress ? { onProgress: (p: MzmlProgress) => void (last = onProgress(p)) } : {};
    try {
      const run = await readMzmlCore(file.stream(), { ...options, totalBytes: file.size, ...relay });
      await last;
      return run;
    } catch (error) {
      if (isToolboxError(error)) throw { name: error.name, code: error.code, message: error.message, details: error.details };
      throw error;
    }
  },
  /** The XLSX file of an export; its bytes are transferred, not copied. */
  async exportWorkbook(sheets: readonly ExportSheet[]): Promise<ArrayBuffer> {
    const bytes = await workbookBytes(sheets);
    return transfer(bytes, [bytes]);
  },
};

export type ToolboxWorkerApi = typeof api;

// The project-wide tsconfig types `self` as a Window (DOM lib); here it is the worker's global scope.
expose(api, self as unknown as Endpoint);
