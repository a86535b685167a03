import { type Composition, assertComposition, compositionAverageMass, compositionMonoisotopicMass } from './composition.ts';
import { ISOTOPES, ISOTOPE_ELEMENTS } from './isotopeData.ts';
import { ONE, type ShiftPolynomial, atomPolynomial, multiply, power } from './shiftPolynomial.ts';

/**
 * Above this neutral mass the tallest isotope peak has neighbours within a few percent of its height (at
 * 100 kDa of RNA, M+k and M+k±1 differ by under 2 %): noise or a small calibration error makes a spectrum
 * show one of them as the tallest, so a "most abundant" mass or m/z is uncertain by ±1-2 Da (±1-2/z in m/z).
 */
export const MOST_ABUNDANT_CAVEAT_ABOVE_DA = 100_000;

/** One aggregated isotope peak: every isotopologue with the same nominal shift M+k. */
export interface IsotopePeak {
  /** k in M+k: extra nucleons over the monoisotopic molecule. */
  readonly shift: number;
  /** Abundance-weighted centre of the isotopologues of this shift, Da. */
  readonly mass: number;
  /** Probability of this shift (0-1; all peaks sum to 1 up to the pruned tails). */
  readonly probability: number;
}

/** The aggregated isotope distribution of a neutral composition. Masses in Da. */
export interface IsotopeDistribution {
  readonly monoisotopicMass: number;
  /** From conventional atomic weights (as every other module's average masses). */
  readonly averageMass: number;
  /** Centre of the tallest peak, and its shift. */
  readonly mostAbundantMass: number;
  readonly mostAbundantShift: number;
  /** Abundance-weighted centre of the whole distribution (the isotope abundances' mean mass). */
  readonly centroidMass: number;
  /** Peaks in shift order, from the first to the last kept (tails below 1e-15 of the tallest pruned). */
  readonly peaks: readonly IsotopePeak[];
}

/** Shift polynomial of a composition: each element's one-atom polynomial to its count, multiplied together. */
export function compositionPolynomial(c: Composition): ShiftPolynomial {
  let total = ONE;
  for (const element of ISOTOPE_ELEMENTS) {
    if (c[element] > 0) total = multiply(total, power(atomPolynomial(ISOTOPES[element]), c[element]));
  }
  return total;
}

/** Peaks, most abundant and centroid of `polynomial`, the shift polynomial of composition `c`. */
export function distributionFromPolynomial(polynomial: ShiftPolynomial, c: Composition): IsotopeDistribution {
  const monoisotopicMass = compositionMonoisotopicMass(c);
  const scale = Math.exp(polynomial.logScale);
  const peaks: IsotopePeak[] = [];
  let tallest = 0;
  let weighted = 0;
  let sum = 0;
  for (let i = 0; i < polynomial.p.length; i++) {
    const shift = polynomial.offset + i;
    const mass = monoisotopicMass + shift + polynomial.d[i]! / polynomial.p[i]!;
    const probability = polynomial.p[i]! * scale;
    peaks.push({ shift, mass, probability });
    if (polynomial.p[i]! > polynomial.p[tallest]!) tallest = i;
    weighted += probability * mass;
    sum += probability;
  }
  return {
    monoisotopicMass,
    averageMass: compositionAverageMass(c),
    mostAbundantMass: peaks[tallest]!.mass,
    mostAbundantShift: peaks[tallest]!.shift,
    centroidMass: weighted / sum,
    peaks,
  };
}

/**
 * Aggregated isotope distribution of a neutral composition: the probability and mass centre of each
 * nominal shift M+k, by polynomial convolution per element (each element's one-atom polynomial raised to
 * its count by repeated squaring), the elements multiplied together, tails pruned at every step. Fine
 * structure (e.g. 13C2 vs 18O at M+2) is merged into each peak's abundance-weighted centre: what an
 * instrument that resolves isotopes but not their fine structure shows. Abundances and masses:
 * `ISOTOPES` (IUPAC 2009 representative compositions, AME2020 masses).
 *
 * @throws ToolboxError `formula_invalid` (negative or fractional counts, no atoms, too many atoms)
 */
export function isotopeDistribution(c: Composition): IsotopeDistribution {
  assertComposition(c);
  return distributionFromPolynomial(compositionPolynomial(c), c);
}
