import { ToolboxError } from '../errors.ts';
import type { AssaySpecies } from './assaySpecies.ts';
import { type MassType, assertTolerance, massOf } from './massType.ts';

/** A deconvoluted peak: neutral mass in Da, intensity in the instrument's units (>= 0). */
export interface MeasuredPeak {
  readonly mass: number;
  readonly intensity: number;
}

/** A species a peak matches, and how far off: (measured - expected) / expected x 10^6. */
export interface PeakMatch {
  readonly species: AssaySpecies;
  readonly errorPpm: number;
}

/** A peak given to exactly one species. */
export interface AssignedPeak extends MeasuredPeak, PeakMatch {}

/** A peak that matches two or more species within the tolerance: given to none. */
export interface AmbiguousPeak extends MeasuredPeak {
  readonly candidates: readonly PeakMatch[];
}

/** Peaks sorted into assigned, ambiguous and unassigned, each list in the order the peaks came. */
export interface PeakAssignment {
  readonly assignments: readonly AssignedPeak[];
  readonly ambiguous: readonly AmbiguousPeak[];
  readonly unassigned: readonly MeasuredPeak[];
}

/**
 * Checks a peak list: masses finite and > 0 Da, intensities finite and >= 0.
 * @throws ToolboxError `peak_invalid` naming the first bad peak (1-based)
 */
export function assertPeaks(peaks: readonly MeasuredPeak[]): void {
  peaks.forEach((peak, i) => {
    if (!(Number.isFinite(peak.mass) && peak.mass > 0 && Number.isFinite(peak.intensity) && peak.intensity >= 0)) {
      throw new ToolboxError('peak_invalid', `peak ${i + 1}: mass must be > 0 Da and intensity >= 0, got ${peak.mass} / ${peak.intensity}`);
    }
  });
}

/**
 * Matches each peak against every species' mass of `massType` within `tolerancePpm` (inclusive). One match:
 * assigned; two or more: ambiguous (never silently given to the nearest, since isobaric species such as
 * GpppN n and pp n+1 share a formula); none: unassigned. Species for which `counted` is false (n±1
 * products the user did not ask to match) only make a peak ambiguous: a peak matching nothing else is
 * unassigned, so an isobaric n±1 candidate is never hidden, whatever `include_cut_variants` says.
 *
 * @throws ToolboxError `peak_invalid`, `tolerance_invalid`
 */
export function assignPeaks(
  peaks: readonly MeasuredPeak[],
  species: readonly AssaySpecies[],
  massType: MassType,
  tolerancePpm: number,
  counted: (s: AssaySpecies) => boolean = () => true,
): PeakAssignment {
  assertPeaks(peaks);
  assertTolerance(tolerancePpm);
  const expected = species.map((s) => massOf(s, massType));
  const assignments: AssignedPeak[] = [];
  const ambiguous: AmbiguousPeak[] = [];
  const unassigned: MeasuredPeak[] = [];
  for (const peak of peaks) {
    const matches: PeakMatch[] = [];
    species.forEach((s, i) => {
      const errorPpm = ((peak.mass - expected[i]!) / expected[i]!) * 1e6;
      if (Math.abs(errorPpm) <= tolerancePpm) matches.push({ species: s, errorPpm });
    });
    const plain = { mass: peak.mass, intensity: peak.intensity };
    const countedMatches = matches.filter((m) => counted(m.species)).length;
    if (matches.length === 1 && countedMatches === 1) assignments.push({ ...plain, ...matches[0]! });
    else if (matches.length > 1 && countedMatches > 0) ambiguous.push({ ...plain, candidates: matches });
    else unassigned.push(plain);
  }
  return { assignments, ambiguous, unassigned };
}
