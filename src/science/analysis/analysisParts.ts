import type { AssayMassView, MassSettings } from './assayMasses.ts';
import type { ToolboxErrorCode, ToolboxErrorDetails } from '../errors.ts';
import type { CapAnalog } from '../mass/capAnalogs.ts';
import type { Modification } from '../mass/residues.ts';
import type { CappingMethod, SpeciesId } from '../mass/species.ts';
import type { ProbeDesign, ProbeParams } from '../probe/designProbe.ts';
import type { MwBasis } from '../reaction/mrnaMolecularWeight.ts';
import type { ReactionSystem } from '../reaction/reactionSystem.ts';

/**
 * What one analysis of one sequence yields, section by section. Plain, structured-clone-friendly data
 * (no class instances; formulas as their Hill text), so a worker can post it to the page as it is.
 */

/** Settings of one analysis; the sequence itself is the raw text (cleaned as the first section). */
export interface AnalysisSettings {
  readonly probe: ProbeParams;
  readonly modification: Modification;
  readonly cappingMethod: CappingMethod;
  readonly capAnalog: CapAnalog | null;
  /** Negative-mode charge states z for the m/z table; empty: those of the scan range (`masses`, else 400-2000 Th). */
  readonly chargeStates: readonly number[];
  /** What the product-masses view lists (5' forms, 3' end, n±1, adducts, scan range, overlap tolerance). */
  readonly masses?: MassSettings;
  /** Tail lengths of the poly(A) ladder (RNase T1 tail fragment), nt; no ladder without them. */
  readonly polya?: { readonly tailLengthMin: number; readonly tailLengthMax: number };
  /** Reaction system inputs; `mrnaLengthNt` is used only when there is no sequence. */
  readonly reaction: { readonly sampleConcNgPerUl: number; readonly probeConcUM: number; readonly mrnaLengthNt: number } | null;
}

export interface SequencePart {
  readonly kind: 'sequence';
  readonly lengthNt: number;
  readonly inputType: string;
  /** Clean-up warnings (T7 promoter, mixed T and U). */
  readonly warnings: readonly string[];
}

/** The probe design as a page shows it: the design's own fields, with the probe's formula and masses flattened. */
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
  /** Untagged probe, 5'-OH and 3'-OH, in Da. */
  readonly probeMonoDa: number;
  readonly probeAvgDa: number;
  /** Guidance warnings only: the clean-up warnings go out with the sequence part. */
  readonly warnings: readonly string[];
}

/** Which species a visitor sees first: the uncapped transcript and the main capped product. */
export type SpeciesRole = 'uncapped' | 'main_capped' | 'other';

export interface SpeciesView {
  readonly id: SpeciesId;
  readonly label: string;
  readonly formula: string;
  /** Neutral masses in Da. */
  readonly monoDa: number;
  readonly avgDa: number;
  /** Monoisotopic m/z (Th) per charge state, in the order of `chargeStates`. */
  readonly mz: readonly { readonly charge: number; readonly mz: number }[];
  readonly role: SpeciesRole;
}

export interface SpeciesPart {
  readonly kind: 'species';
  readonly species: readonly SpeciesView[];
  /** Mass differences between species, in Da. */
  readonly differences: readonly { readonly from: SpeciesId; readonly to: SpeciesId; readonly monoDa: number; readonly avgDa: number }[];
  /** Every species asked for in `AnalysisSettings.masses`, their ions and overlaps (absent without `masses`). */
  readonly assay?: AssayMassView;
}

/** The poly(A) tail ladder of the sequence (`polyaLadder`): one row per tail length, masses in Da. */
export interface PolyaPart {
  readonly kind: 'polya';
  readonly rows: readonly { readonly tailLength: number; readonly fragment: string; readonly formula: string; readonly monoDa: number; readonly avgDa: number }[];
  readonly spacingMonoDa: number;
  readonly spacingAvgDa: number;
}

export interface ReactionPart {
  readonly kind: 'reaction';
  readonly mwBasis: MwBasis;
  readonly system: ReactionSystem;
}

/**
 * Each section and the part it yields, in the order they are computed. A new section is one entry here,
 * one step in `analysisSections`, and a view on the page.
 */
export interface SectionParts {
  readonly sequence: SequencePart;
  readonly probe: ProbePart;
  readonly species: SpeciesPart;
  readonly reaction: ReactionPart;
  readonly polya: PolyaPart;
}

/** Which section of an analysis a part belongs to. */
export type Section = keyof SectionParts;

/** Every section, in the order an analysis yields them. */
export const SECTIONS = ['sequence', 'probe', 'species', 'reaction', 'polya'] as const satisfies readonly Section[];

/** A ToolboxError as data: its stable code (a page translates it), the section, and where it is. */
export interface PartError {
  readonly kind: 'error';
  readonly section: Section;
  readonly code: ToolboxErrorCode;
  readonly details: ToolboxErrorDetails;
}

export type AnalysisPart = SectionParts[Section] | PartError;

/** Progress of one analysis: sections settled out of the sections that will be computed. */
export interface AnalysisProgress {
  readonly done: number;
  readonly total: number;
}

/** One finished section: its parts (the result, or its errors) and the progress after it. */
export interface AnalysisStep {
  readonly parts: AnalysisPart[];
  readonly progress: AnalysisProgress;
}
