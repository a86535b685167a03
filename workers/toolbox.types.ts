/**
 * Messages between the toolbox pages and the toolbox worker. Plain, structured-clone-friendly data:
 * no class instances, no formulas as objects (their Hill text is enough to show).
 */
import type { BatchColumn, BatchRow } from '../src/science/batch/batchColumns.ts';
import type { BatchProgress } from '../src/science/batch/runBatch.ts';
import type { ToolboxErrorCode, ToolboxErrorDetails } from '../src/science/errors.ts';
import type { CapAnalog } from '../src/science/mass/capAnalogs.ts';
import type { Modification } from '../src/science/mass/residues.ts';
import type { CappingMethod, SpeciesId } from '../src/science/mass/species.ts';
import type { ProbeDesign, ProbeParams } from '../src/science/probe/designProbe.ts';
import type { ReactionSystem } from '../src/science/reaction/reactionSystem.ts';

export type { BatchColumn, BatchRow, BatchProgress, ToolboxErrorCode };

/** Settings of one analysis; the sequence travels separately as raw text (the worker cleans it). */
export interface AnalysisSettings {
  readonly probe: ProbeParams;
  readonly modification: Modification;
  readonly cappingMethod: CappingMethod;
  readonly capAnalog: CapAnalog | null;
  /** Negative-mode charge states for the m/z table. */
  readonly chargeStates: readonly number[];
  /** Reaction system inputs; `mrnaLengthNt` is used only when there is no sequence. */
  readonly reaction: { readonly sampleConcNgPerUl: number; readonly probeConcUM: number; readonly mrnaLengthNt: number } | null;
}

/** Which section of an analysis a part belongs to. */
export type Section = 'sequence' | 'probe' | 'species' | 'reaction';

/** A ToolboxError as data: its stable code (the page translates it) and where it is. */
export interface PartError {
  readonly kind: 'error';
  readonly section: Section;
  readonly code: ToolboxErrorCode;
  readonly details: ToolboxErrorDetails;
}

export interface SequencePart {
  readonly kind: 'sequence';
  readonly lengthNt: number;
  readonly inputType: string;
  readonly warnings: readonly string[];
}

/** The probe design as the page shows it: the design's own fields, with the probe's formula and masses flattened. */
export interface ProbePart
  extends Pick<
    ProbeDesign,
    | 'targetRegion'
    | 'targetSequence'
    | 'probeSequence'
    | 'probeMask'
    | 'probeAnnotated'
    | 'probeDnaPositions'
    | 'hybridRegion'
    | 'gcCount'
    | 'gcPercent'
    | 'gcClass'
    | 'cleavageBetween'
    | 'productSequence'
    | 'productLength'
  > {
  readonly kind: 'probe';
  readonly probeFormula: string;
  readonly probeMonoDa: number;
  readonly probeAvgDa: number;
  /** Guidance warnings only: the clean-up warnings go out with the sequence part. */
  readonly warnings: readonly string[];
}

export interface SpeciesView {
  readonly id: SpeciesId;
  readonly label: string;
  readonly formula: string;
  readonly monoDa: number;
  readonly avgDa: number;
  /** Monoisotopic m/z per charge state, in the order of `chargeStates`. */
  readonly mz: readonly { readonly charge: number; readonly mz: number }[];
  /** The two species a visitor sees: the uncapped transcript and the main capped product. */
  readonly role: 'uncapped' | 'main_capped' | 'other';
}

export interface SpeciesPart {
  readonly kind: 'species';
  readonly species: readonly SpeciesView[];
  readonly differences: readonly { readonly from: SpeciesId; readonly to: SpeciesId; readonly monoDa: number; readonly avgDa: number }[];
}

export interface ReactionPart {
  readonly kind: 'reaction';
  readonly mwBasis: 'sequence' | 'length';
  readonly system: ReactionSystem;
}

export type AnalysisPart = SequencePart | ProbePart | SpeciesPart | ReactionPart | PartError;

/** Progress of a single analysis: sections done out of the sections asked for. */
export interface AnalysisProgress {
  readonly done: number;
  readonly total: number;
}

/** Receives parts in batches (one call per finished section, never per row). */
export type OnParts = (parts: AnalysisPart[], progress: AnalysisProgress) => void | Promise<void>;

/** How a batch file is written. */
export type BatchSourceKind = 'fasta' | 'csv' | 'xlsx';

/** Receives batch rows chunk by chunk; `progress.fraction` is 0..1 of the source. */
export type OnRows = (rows: BatchRow[], progress: BatchProgress & { readonly fraction: number }) => void | Promise<void>;

/** One sheet to export: a header row (in the page's language) and rows of strings and numbers. */
export interface ExportSheet {
  readonly name: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly (string | number | null)[])[];
}
