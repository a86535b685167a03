import type { BatchRow } from '../batch/batchColumns.ts';
import { type ToolboxErrorCode, type ToolboxErrorDetails, isToolboxError } from '../errors.ts';
import type { SaltAdduct } from '../ions/adducts.ts';
import type { CapAnalog } from '../mass/capAnalogs.ts';
import type { ThreePrimeEnd } from '../mass/endGroups.ts';
import type { Modification } from '../mass/residues.ts';
import type { CappingMethod } from '../mass/species.ts';
import { cleanSequence } from '../sequence/cleanSequence.ts';
import type { TextEncodingName } from '../text/decodeText.ts';
import { cappingEfficiency } from './cappingEfficiency.ts';
import { cappingPeakRows, cappingSummaryRows } from './cappingExport.ts';
import type { MassType } from './massType.ts';
import type { PercentRanges } from './percentRanges.ts';
import { type PeakSourceKind, peakList, type WorkbookReader } from './peakList.ts';
import { targetListCsv } from './targetList.ts';

/** What the capping-result page asks: the product and its ends, how to match, and the peak list. */
export interface CappingRequest {
  readonly productSequence: string;
  readonly nextBase: string | null;
  readonly cappingMethod: CappingMethod;
  readonly capAnalog: CapAnalog | null;
  readonly modification: Modification;
  readonly threePrime: ThreePrimeEnd;
  readonly includeCap2: boolean;
  readonly massType: MassType;
  readonly tolerancePpm: number;
  readonly adducts: readonly SaltAdduct[];
  readonly includeCutVariants: boolean;
  /** Charge of the ions when the list's column holds m/z (else such a list is refused: `mz_column_not_mass`). */
  readonly mzCharge?: number | null;
}

/** An expected species as the page draws and lists it: label, 5' form and the mass matched against. */
export interface ExpectedSpecies {
  readonly label: string;
  readonly fivePrime: string;
  readonly category: string;
  readonly mass: number;
}

/** The page's view of a capping result: plain data (it crosses the worker boundary). */
export interface CappingReport {
  readonly encoding: TextEncodingName | null;
  readonly massType: MassType;
  readonly tolerancePpm: number;
  readonly expected: readonly ExpectedSpecies[];
  readonly assignments: readonly { mass: number; intensity: number; species: string; fivePrime: string; expected: number; errorPpm: number }[];
  readonly ambiguous: readonly { mass: number; intensity: number; candidates: readonly { species: string; errorPpm: number }[] }[];
  readonly unassigned: readonly { mass: number; intensity: number }[];
  readonly cappedPercent: number | null;
  readonly cap1Percent: number | null;
  readonly anyCapPercent: number | null;
  readonly uncappedPercent: number | null;
  /** GpppN, %: capped + GpppN + uncapped = 100 %. */
  readonly gpppnPercent: number | null;
  /** Each percentage's [min, max] over the ways of giving the ambiguous peaks to their candidates. */
  readonly ranges: PercentRanges;
  /** Lines of the list that repeated a mass and were added to it (the page notes it). */
  readonly duplicatesSummed: number;
  /** Rows of `CAPPING_PEAK_COLUMNS` and `CAPPING_SUMMARY_COLUMNS`, for the exports. */
  readonly peakRows: readonly BatchRow[];
  readonly summaryRows: readonly BatchRow[];
  /** The expected species as a deconvolution target list (CSV text). */
  readonly targetCsv: string;
}

/** A capping result, or the error code (and where) that stopped it. */
export type CappingOutcome = { readonly report: CappingReport } | { readonly error: { readonly code: ToolboxErrorCode; readonly details: ToolboxErrorDetails } };

/**
 * Reads the peak list (pasted text, a CSV/TXT export in any encoding `decodeText` knows, or XLSX), matches
 * it with `cappingEfficiency` and shapes the answer for the page: the tables, the figures, the export rows
 * and the target list. Runs in the toolbox worker.
 */
export async function cappingReport(request: CappingRequest, peaks: string | ArrayBuffer, kind: PeakSourceKind, readWorkbook: WorkbookReader): Promise<CappingOutcome> {
  try {
    const list = await peakList(peaks, kind, readWorkbook, { massType: request.massType, mzCharge: request.mzCharge ?? null });
    const r = cappingEfficiency({
      productSequence: cleanSequence(request.productSequence).sequence,
      nextBase: request.nextBase,
      cappingMethod: request.cappingMethod,
      capAnalog: request.capAnalog,
      modification: request.modification,
      threePrime: request.threePrime,
      includeCap2: request.includeCap2,
      adducts: request.adducts,
      peaks: list.peaks,
      massType: request.massType,
      tolerancePpm: request.tolerancePpm,
      includeCutVariants: request.includeCutVariants,
    });
    const massOf = (s: { monoisotopic: number; average: number }) => (r.massType === 'monoisotopic' ? s.monoisotopic : s.average);
    return {
      report: {
        encoding: list.encoding,
        massType: r.massType,
        tolerancePpm: r.tolerancePpm,
        expected: r.species.map((s) => ({ label: s.label, fivePrime: s.fivePrime, category: s.category, mass: massOf(s) })),
        assignments: r.assignments.map((a) => ({ mass: a.mass, intensity: a.intensity, species: a.species.label, fivePrime: a.species.fivePrime, expected: massOf(a.species), errorPpm: a.errorPpm })),
        ambiguous: r.ambiguous.map((a) => ({ mass: a.mass, intensity: a.intensity, candidates: a.candidates.map((c) => ({ species: c.species.label, errorPpm: c.errorPpm })) })),
        unassigned: r.unassigned.map((u) => ({ mass: u.mass, intensity: u.intensity })),
        cappedPercent: r.cappedPercent,
        cap1Percent: r.cap1Percent,
        anyCapPercent: r.anyCapPercent,
        uncappedPercent: r.uncappedPercent,
        gpppnPercent: r.gpppnPercent,
        ranges: r.ranges,
        duplicatesSummed: list.duplicatesSummed,
        peakRows: cappingPeakRows(r),
        summaryRows: cappingSummaryRows(r),
        targetCsv: targetListCsv(r.species),
      },
    };
  } catch (error) {
    if (isToolboxError(error)) return { error: { code: error.code, details: error.details } };
    if (kind === 'xlsx') return { error: { code: 'peak_invalid', details: {} } };
    throw error;
  }
}
