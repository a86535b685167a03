/**
 * The toolbox worker: every sequence computation of the toolbox pages runs here, off the main thread
 * (the page only validates numbers and sends the raw text). Thin by design: it exposes functions.
 */
import { type Endpoint, expose, transfer } from 'comlink';
import { batchColumns } from '../src/science/batch/batchColumns.ts';
import type { BatchOptions } from '../src/science/batch/batchOptions.ts';
import { runBatch as runBatchCore } from '../src/science/batch/runBatch.ts';
import { analyse } from './toolbox/analyse.ts';
import { recordSource } from './toolbox/records.ts';
import { workbookBytes } from './toolbox/workbook.ts';
import type { AnalysisSettings, BatchSourceKind, ExportSheet, OnParts, OnRows, Section } from './toolbox.types.ts';

/** Rows per message: a few hundred keeps postMessage cheap and the progress bar lively. */
const CHUNK_SIZE = 250;

/** A dropped or chosen file arrives as a Blob and is read here, not on the page. */
async function readInput(input: string | ArrayBuffer | Blob, kind: BatchSourceKind): Promise<string | ArrayBuffer> {
  if (!(input instanceof Blob)) return input;
  return kind === 'xlsx' ? input.arrayBuffer() : input.text();
}

const api = {
  /** One sequence (text or a FASTA/TXT file), streamed section by section to `onParts`. */
  async analyse(input: string | Blob, settings: AnalysisSettings, sections: readonly Section[], onParts: OnParts) {
    return analyse(input instanceof Blob ? await input.text() : input, settings, sections, onParts);
  },
  batchColumns,
  /**
   * Many records (FASTA text, CSV text or XLSX bytes), rows streamed to `onRows` chunk by chunk.
   * `limit` stops after that many records (visitors see 20). Resolves with the record count.
   */
  async runBatch(input: string | ArrayBuffer | Blob, kind: BatchSourceKind, options: BatchOptions, onRows: OnRows, limit = Infinity) {
    const source = await recordSource(await readInput(input, kind), kind);
    const limited = (function* () {
      let n = 0;
      for (const r of source.records) {
        if (n++ >= limit) return;
        yield r;
      }
    })();
    const size = Math.max(1, source.size);
    const last = await runBatchCore(limited, options, (rows, progress) => onRows(rows, { ...progress, fraction: Math.min(1, progress.offset / size) }), CHUNK_SIZE);
    return last.records;
  },
  /** The XLSX file of an export; its bytes are transferred, not copied. */
  async exportWorkbook(sheets: readonly ExportSheet[]) {
    const bytes = await workbookBytes(sheets);
    return transfer(bytes, [bytes]);
  },
};

export type ToolboxWorkerApi = typeof api;

// The project-wide tsconfig types `self` as a Window (DOM lib); here it is the worker's global scope.
expose(api, self as unknown as Endpoint);
