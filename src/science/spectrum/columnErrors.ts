import { PROTON_MASS } from '../mass/mz.ts';
import { type ChargeFit, peakWidth } from './fitCharges.ts';
import type { IonColumn } from './ionColumns.ts';
import { peakCentre } from './modelProfile.ts';
import type { PreparedSpectrum } from './preparedSpectrum.ts';

/** Isotope peaks used for the mass: those at least this share of the column's tallest. */
const MASS_PEAK_SHARE = 0.5;
/** A peak tells a column's mass only where that column makes at least this share of the fitted height. */
const OWN_SHARE = 0.8;

/** Weighted sum of a column's mass errors: sum of weight x ppm and of weight (mean = ppm / weight). */
export interface ErrorSum {
  ppm: number;
  weight: number;
}

/**
 * Each column's mass error in ppm (measured - expected over expected), from the centres of its tallest
 * isotope peaks at every fitted charge, weighted by height; peaks another column shares are skipped.
 * `model` is the fitted profile (`modelProfile`).
 */
export function columnErrors(s: PreparedSpectrum, columns: readonly IonColumn[], fits: readonly ChargeFit[], model: Float64Array, tolerancePpm: number): ErrorSum[] {
  const sums = columns.map((): ErrorSum => ({ ppm: 0, weight: 0 }));
  for (const fit of fits) {
    fit.intensity.forEach((x, j) => {
      if (x <= 0) return;
      const tallest = Math.max(...columns[j]!.isotopes.map((i) => i.share));
      for (const iso of columns[j]!.isotopes) {
        if (iso.share < MASS_PEAK_SHARE * tallest) continue;
        const theo = (iso.mass - fit.charge * PROTON_MASS) / fit.charge;
        const w = peakWidth(s, theo, tolerancePpm);
        const own = s.profile ? (x * iso.share) / (w * Math.sqrt(Math.PI / (4 * Math.LN2))) : x * iso.share;
        const i = nearestIndex(s.mz, theo);
        if (i < 0 || own < OWN_SHARE * model[i]!) continue;
        const centre = peakCentre(s, s.intensity, theo, w);
        if (centre === null) continue;
        sums[j]!.ppm += own * ((centre - theo) / theo) * 1e6;
        sums[j]!.weight += own;
      }
    });
  }
  return sums;
}

function nearestIndex(mz: Float64Array, value: number): number {
  let lo = 0;
  let hi = mz.length - 1;
  if (hi < 0) return -1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (mz[mid]! < value) lo = mid;
    else hi = mid;
  }
  return Math.abs(mz[lo]! - value) <= Math.abs(mz[hi]! - value) ? lo : hi;
}
