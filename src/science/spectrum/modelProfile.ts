import { PROTON_MASS } from '../mass/mz.ts';
import { type ChargeFit, peakWidth } from './fitCharges.ts';
import type { IonColumn } from './ionColumns.ts';
import { type PreparedSpectrum, lowerBound } from './preparedSpectrum.ts';

const GAUSS_AREA = Math.sqrt(Math.PI / (4 * Math.LN2));

/**
 * What the fitted species put at every point of the spectrum (same units as `s.intensity`): each column's
 * isotope peaks at each fitted charge, Gaussian of the spectrum's width (or a centroid within the tolerance).
 */
export function modelProfile(s: PreparedSpectrum, columns: readonly IonColumn[], fits: readonly ChargeFit[], tolerancePpm: number): Float64Array {
  const model = new Float64Array(s.mz.length);
  for (const fit of fits) {
    fit.intensity.forEach((x, j) => {
      if (x <= 0) return;
      for (const iso of columns[j]!.isotopes) {
        const centre = (iso.mass - fit.charge * PROTON_MASS) / fit.charge;
        const w = peakWidth(s, centre, tolerancePpm);
        const reach = s.profile ? 3 * w : w;
        for (let i = lowerBound(s.mz, centre - reach); i < s.mz.length && s.mz[i]! <= centre + reach; i++) {
          if (!s.profile) {
            model[i]! += x * iso.share;
            break;
          }
          const d = (s.mz[i]! - centre) / w;
          model[i]! += (x * iso.share * Math.exp(-4 * Math.LN2 * d * d)) / (w * GAUSS_AREA);
        }
      }
    });
  }
  return model;
}

/**
 * Where a peak near `guess` really is, m/z: the intensity-weighted centre of `y` within ±half a width,
 * re-centred three times (a symmetric peak's centre whatever the first guess's offset).
 */
export function peakCentre(s: PreparedSpectrum, y: Float64Array, guess: number, width: number): number | null {
  let centre = guess;
  for (let step = 0; step < 3; step++) {
    let sum = 0;
    let weighted = 0;
    for (let i = lowerBound(s.mz, centre - width / 2); i < s.mz.length && s.mz[i]! <= centre + width / 2; i++) {
      sum += y[i]!;
      weighted += y[i]! * s.mz[i]!;
    }
    if (sum <= 0) return null;
    centre = weighted / sum;
  }
  return centre;
}
