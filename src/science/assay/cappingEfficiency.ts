import { ToolboxError } from '../errors.ts';
import { type AssaySpecies, type AssaySpeciesOptions, assaySpecies } from './assaySpecies.ts';
import { type MeasuredPeak, type PeakAssignment, assignPeaks } from './assignPeaks.ts';
import { DEFAULT_TOLERANCE_PPM, type MassType } from './massType.ts';
import { type PercentRanges, percentRanges } from './percentRanges.ts';

/** Inputs of a capping result: the species options, the measured peaks and how to match them. */
export interface CappingEfficiencyInput extends Omit<AssaySpeciesOptions, 'cutVariants'> {
  readonly peaks: readonly MeasuredPeak[];
  readonly massType: MassType;
  /** Default `DEFAULT_TOLERANCE_PPM[massType]` (10 ppm monoisotopic, 50 ppm average). */
  readonly tolerancePpm?: number;
  /** Match n-1 / n+1 cut products and count them toward their 5' form (default false: not matched). */
  readonly includeCutVariants?: boolean;
}

/** Summed intensity of one 5' form over its assigned peaks (any cut, any adduct). */
export interface FivePrimeShare {
  readonly fivePrime: string;
  readonly category: AssaySpecies['category'];
  readonly intensity: number;
  /** Share of all assigned intensity, %; null when nothing was assigned. */
  readonly percent: number | null;
}

/** The assay's answer. Percentages over the assigned intensity; null when no peak was assigned. */
export interface CappingEfficiency extends PeakAssignment {
  readonly species: readonly AssaySpecies[];
  readonly massType: MassType;
  readonly tolerancePpm: number;
  /** m7G caps (Cap0 + Cap1 + Cap2, or the analog or custom cap), %. */
  readonly cappedPercent: number | null;
  /** Cap1 structures only: enzymatic Cap1 (not Cap2); a CleanCap analog's (or a Cap1 custom cap's) product, %. */
  readonly cap1Percent: number | null;
  /** m7G caps plus GpppN, %. */
  readonly anyCapPercent: number | null;
  /** ppp + pp + p + OH, %. capped + GpppN + uncapped = 100 %. */
  readonly uncappedPercent: number | null;
  /** GpppN (capped but not methylated), %. */
  readonly gpppnPercent: number | null;
  /** Each percentage's [min, max] over every way of giving the ambiguous intensity to its candidates. */
  readonly ranges: PercentRanges;
  readonly byFivePrime: readonly FivePrimeShare[];
}

/**
 * Capping efficiency from a deconvoluted spectrum (Beverly et al., Anal Bioanal Chem 2016; capping % =
 * capped / (capped + uncapped) peak intensity): matches the peaks to the assay's species (`assignPeaks`),
 * then sums assigned intensities per 5' form, adducts and (with `includeCutVariants`) n±1 products
 * counting toward their 5' form. Ambiguous and unassigned peaks count toward no percentage: they are
 * outside the denominator and listed for the user to judge, with `ranges` saying how far the percentages
 * could move. n±1 products are always matched as candidates: one isobaric with a product species (pp n
 * and GpppN n-1 when the product ends in G) makes its peak ambiguous even without `includeCutVariants`.
 *
 * @throws ToolboxError as `assaySpecies`, `assignPeaks`; `no_peaks` for an empty list (percentages of
 *   nothing are not 0 or null, they are a mistake)
 */
export function cappingEfficiency(input: CappingEfficiencyInput): CappingEfficiency {
  const includeCutVariants = input.includeCutVariants ?? false;
  const candidates = assaySpecies({ ...input, cutVariants: true });
  const counted = (s: AssaySpecies) => includeCutVariants || s.cut === 0;
  const species = candidates.filter(counted);
  if (input.peaks.length === 0) throw new ToolboxError('no_peaks', 'no peaks to match: give at least one mass and intensity');
  const tolerancePpm = input.tolerancePpm ?? DEFAULT_TOLERANCE_PPM[input.massType];
  const assignment = assignPeaks(input.peaks, candidates, input.massType, tolerancePpm, counted);
  const byForm = new Map<string, { category: AssaySpecies['category']; cap1: boolean; intensity: number }>();
  for (const s of species) if (!byForm.has(s.fivePrime)) byForm.set(s.fivePrime, { category: s.category, cap1: s.cap1, intensity: 0 });
  let total = 0;
  for (const a of assignment.assignments) {
    byForm.get(a.species.fivePrime)!.intensity += a.intensity;
    total += a.intensity;
  }
  const percentOf = (select: (f: { category: string; cap1: boolean }) => boolean): number | null => {
    if (total === 0) return null;
    let part = 0;
    for (const form of byForm.values()) if (select(form)) part += form.intensity;
    return (100 * part) / total;
  };
  return {
    ...assignment,
    species,
    massType: input.massType,
    tolerancePpm,
    cappedPercent: percentOf((f) => f.category === 'm7G_cap'),
    cap1Percent: percentOf((f) => f.cap1),
    anyCapPercent: percentOf((f) => f.category !== 'uncapped'),
    uncappedPercent: percentOf((f) => f.category === 'uncapped'),
    gpppnPercent: percentOf((f) => f.category === 'GpppN'),
    ranges: percentRanges(
      assignment.assignments.map((a) => ({ form: a.species, intensity: a.intensity })),
      assignment.ambiguous.map((a) => ({ intensity: a.intensity, candidates: a.candidates.map((c) => (counted(c.species) ? c.species : null)) })),
    ),
    byFivePrime: [...byForm].map(([fivePrime, f]) => ({ fivePrime, category: f.category, intensity: f.intensity, percent: total === 0 ? null : (100 * f.intensity) / total })),
  };
}
