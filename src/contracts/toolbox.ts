/**
 * Messages between the toolbox pages and the toolbox worker (types only). The shapes are the science
 * core's own results (plain, structured-clone-friendly data); this file says which of them cross the
 * page/worker boundary and how the worker streams them back.
 */
import type { AnalysisPart, AnalysisProgress } from '../science/analysis/analysisParts.ts';
import type { BatchRow } from '../science/batch/batchColumns.ts';
import type { BatchProgress } from '../science/batch/runBatch.ts';
import type { TextEncodingName } from '../science/text/decodeText.ts';

export type {
  AnalysisPart,
  AnalysisProgress,
  AnalysisSettings,
  PartError,
  PolyaPart,
  ProbePart,
  ReactionPart,
  Section,
  SectionParts,
  SequencePart,
  SpeciesPart,
  SpeciesRole,
  SpeciesView,
} from '../science/analysis/analysisParts.ts';
export type { CappingOutcome, CappingReport, CappingRequest, ExpectedSpecies } from '../science/assay/cappingReport.ts';
export type { PeakSourceKind } from '../science/assay/peakList.ts';
export type { BatchColumn, BatchRow } from '../science/batch/batchColumns.ts';
export type { BatchOptions } from '../science/batch/batchOptions.ts';
export type { BatchSourceKind } from '../science/batch/batchSourceKind.ts';
export type { ExportCell, ExportSheet } from '../science/batch/exportSheet.ts';
export type { BatchProgress } from '../science/batch/runBatch.ts';
export type { AssayIonView, AssayMassView, AssaySpeciesView, MassSettings } from '../science/analysis/assayMasses.ts';
export type { TextEncodingName } from '../science/text/decodeText.ts';
export type { MzmlProgress, MzmlRun, ReadMzmlOptions } from '../science/mzml/readMzml.ts';
export type { ToolboxErrorCode, ToolboxErrorDetails } from '../science/errors.ts';

/** Receives an analysis in batches: one call per finished section, never per row. */
export type OnParts = (parts: AnalysisPart[], progress: AnalysisProgress) => void | Promise<void>;

/** Progress of a batch: records done, and `fraction` 0..1 of the source. */
export type BatchRunProgress = BatchProgress & { readonly fraction: number };

/** Receives batch rows chunk by chunk (a few hundred per call). */
export type OnRows = (rows: BatchRow[], progress: BatchRunProgress) => void | Promise<void>;

/** A finished batch: records read, and the encoding its text file was detected in (null: typed text or XLSX). */
export type BatchOutcome = {
  readonly records: number;
  readonly encoding: TextEncodingName | null;
};
