import { batch, computed, signal } from '@preact/signals-react';
import type { CalculatorModule, CalculatorUsage } from '../contracts/calculator.ts';
import type { AnalysisPart, AnalysisSettings, BatchColumn, BatchOptions, BatchRow, BatchRunProgress, ExportSheet, PartError, SectionParts, TextEncodingName } from '../contracts/toolbox.ts';
import { batchSourceKind } from '../science/batch/batchSourceKind.ts';
import { JobCancelled, type ToolboxClient } from '../workers-bridge/toolbox-client.ts';
import { DEFAULT_INPUTS, type Field, type FieldError, type RawInputs, validateInputs } from './toolbox.params.ts';

/** Visitors see this many batch records; more (and the export) need a login. */
export const VISITOR_BATCH_LIMIT = 20;

export type ToolboxModule = Exclude<CalculatorModule, 'batch'>;

export interface ToolboxDeps {
  readonly client: ToolboxClient;
  /** Counts a use on the server (module, records, total length: never the sequence). */
  readonly report: (usage: CalculatorUsage) => void;
}

/** A problem the page shows: a worker error part, or a page-level one. */
export type ShownError = Pick<PartError, 'code' | 'details'> | { code: 'worker_failed' | 'file_unreadable'; details?: undefined };

/** State and actions of one toolbox module page. Components read the signals; actions do the work. */
export function createToolboxState(module: ToolboxModule, deps: ToolboxDeps) {
  const s = {
    inputs: signal<RawInputs>({ ...DEFAULT_INPUTS }),
    sequence: signal(''),
    file: signal<File | null>(null),
    batchMode: signal(false),
    fieldErrors: signal<Partial<Record<Field, FieldError>>>({}),
    running: signal(false),
    cancelled: signal(false),
    progress: signal(0),
    /** The sections of the last single analysis, as they arrive. */
    results: signal<Partial<SectionParts>>({}),
    errors: signal<ShownError[]>([]),
    columns: signal<BatchColumn[]>([]),
    rows: signal<BatchRow[]>([]),
    batchStats: signal<{ records: number; errors: number } | null>(null),
    /** The encoding the last batch file was read in (detected from its bytes); null for typed text or XLSX. */
    batchEncoding: signal<TextEncodingName | null>(null),
    exporting: signal(false),
  };
  const hasResults = computed(() => Object.keys(s.results.value).length > 0 || s.rows.value.length > 0);

  function clearResults() {
    batch(() => {
      s.results.value = {};
      s.errors.value = [];
      s.rows.value = [];
      s.batchStats.value = null;
      s.batchEncoding.value = null;
      s.progress.value = 0;
      s.cancelled.value = false;
    });
  }

  /** Errors are listed; a section's part goes under its name (a new section needs no code here). */
  function take(parts: AnalysisPart[]) {
    batch(() => {
      for (const p of parts) {
        if (p.kind === 'error') s.errors.value = [...s.errors.value, p];
        else s.results.value = { ...s.results.value, [p.kind]: p };
      }
    });
  }

  async function guarded(job: () => Promise<void>) {
    s.running.value = true;
    try {
      await job();
    } catch (error) {
      if (error instanceof JobCancelled) s.cancelled.value = true;
      else s.errors.value = [...s.errors.value, { code: 'worker_failed' }];
    } finally {
      s.running.value = false;
    }
  }

  async function runSingle(settings: AnalysisSettings) {
    const input: string | Blob = s.file.value ?? s.sequence.value;
    await deps.client.run((api, relay) =>
      api.analyse(input, settings, ['sequence', 'probe', 'species', 'reaction', 'polya'], relay((parts: AnalysisPart[], p: { done: number; total: number }) => {
        take(parts);
        s.progress.value = p.done / Math.max(1, p.total);
      })),
    );
    s.progress.value = 1;
    const length = s.results.value.sequence?.lengthNt ?? 0;
    deps.report({ module, records: length > 0 ? 1 : 0, totalLength: length });
  }

  async function runMany(settings: AnalysisSettings, loggedIn: boolean) {
    const file = s.file.value;
    const kind = file ? batchSourceKind(file.name) : 'fasta';
    const options: BatchOptions = { ...settings, reaction: settings.reaction ?? undefined };
    const limit = loggedIn ? Infinity : VISITOR_BATCH_LIMIT;
    let totalLength = 0;
    const { records, encoding } = await deps.client.run(async (api, relay) => {
      s.columns.value = await api.batchColumns(options);
      return api.runBatch(file ?? s.sequence.value, kind, options, relay((rows: BatchRow[], p: BatchRunProgress) => {
        for (const r of rows) totalLength += typeof r['length_nt'] === 'number' ? r['length_nt'] : 0;
        batch(() => {
          s.rows.value = s.rows.value.concat(rows);
          s.batchStats.value = { records: p.records, errors: p.recordsWithErrors };
          s.progress.value = p.fraction;
        });
      }), limit);
    });
    batch(() => {
      s.progress.value = 1;
      s.batchEncoding.value = encoding;
    });
    deps.report({ module: 'batch', records, totalLength });
  }

  const actions = {
    setField(field: Field, value: string) {
      s.inputs.value = { ...s.inputs.value, [field]: value };
    },
    setSequence(text: string) {
      batch(() => {
        s.sequence.value = text;
        s.file.value = null;
      });
    },
    /** A dropped or chosen file: tables (CSV/XLSX) switch to batch mode by their name. */
    setFile(file: File | null) {
      batch(() => {
        s.file.value = file;
        if (file && batchSourceKind(file.name) !== 'fasta') s.batchMode.value = true;
      });
    },
    setBatchMode(on: boolean) {
      s.batchMode.value = on;
    },
    /** Validates the numbers, then runs the worker job; results stream into the signals. */
    async run(loggedIn: boolean) {
      const { settings, errors } = validateInputs(s.inputs.value, true, module === 'product_molecules');
      s.fieldErrors.value = errors;
      if (!settings) return;
      clearResults();
      await guarded(() => (s.batchMode.value ? runMany(settings, loggedIn) : runSingle(settings)));
    },
    cancel() {
      deps.client.cancel();
    },
    /**
     * The XLSX bytes of the sheets `makeSheets` gives (it may load the sheet code first), made in the
     * worker; null (and a shown error) when either fails.
     */
    async exportWorkbook(makeSheets: () => ExportSheet[] | Promise<ExportSheet[]>): Promise<ArrayBuffer | null> {
      s.exporting.value = true;
      try {
        const sheets = await makeSheets();
        return await deps.client.run((api) => api.exportWorkbook(sheets));
      } catch {
        s.errors.value = [...s.errors.value, { code: 'worker_failed' }];
        return null;
      } finally {
        s.exporting.value = false;
      }
    },
  };
  return { ...s, hasResults, actions };
}

export type ToolboxState = ReturnType<typeof createToolboxState>;
