import { type Composition, assertComposition, compositionAverageMass, compositionMonoisotopicMass } from './composition.ts';
import { ISOTOPES, ISOTOPE_ELEMENTS, type Isotope } from './isotopeData.ts';

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
  /** Centre of the tallest peak. */
  readonly mostAbundantMass: number;
  readonly mostAbundantShift: number;
  /** Abundance-weighted centre of the whole distribution (the isotope abundances' mean mass). */
  readonly centroidMass: number;
  /** Peaks in shift order, from the first to the last kept (relative probability >= `PRUNE`). */
  readonly peaks: readonly IsotopePeak[];
}

/**
 * Relative probability (to the tallest peak) below which a tail entry is dropped while convolving. The
 * dropped mass is below 1e-12 of the total for any molecule the toolbox sees, far under what a peak
 * list shows (0.1 %) or a mass centre feels.
 */
const PRUNE = 1e-15;

/**
 * A shift polynomial scaled so its tallest entry is 1: `p[i]` is proportional to the probability of
 * shift `offset + i`, `d[i]` to that probability times the mean mass defect of the shift (mass minus
 * monoisotopic minus the shift, Da). True probability = p[i] * exp(logScale).
 */
interface ShiftPolynomial {
  readonly offset: number;
  readonly p: Float64Array;
  readonly d: Float64Array;
  readonly logScale: number;
}

/** The one-atom polynomial of an element: its isotopes by shift over the lightest. */
function atomPolynomial(isotopes: readonly Isotope[]): ShiftPolynomial {
  const light = isotopes[0]!;
  const width = isotopes[isotopes.length - 1]!.massNumber - light.massNumber + 1;
  const p = new Float64Array(width);
  const d = new Float64Array(width);
  for (const isotope of isotopes) {
    const shift = isotope.massNumber - light.massNumber;
    p[shift]! += isotope.abundance;
    d[shift]! += isotope.abundance * (isotope.mass - light.mass - shift);
  }
  return { offset: 0, p, d, logScale: 0 };
}

/**
 * Product of two shift polynomials (the distribution of the sum of two independent parts): probabilities
 * convolve; p-weighted defects convolve against the other part's probabilities, since defects add. The
 * result is rescaled to a tallest entry of 1 and its tails below `PRUNE` are cut.
 */
function multiply(a: ShiftPolynomial, b: ShiftPolynomial): ShiftPolynomial {
  const la = a.p.length;
  const lb = b.p.length;
  const p = new Float64Array(la + lb - 1);
  const d = new Float64Array(la + lb - 1);
  for (let i = 0; i < la; i++) {
    const pa = a.p[i]!;
    const da = a.d[i]!;
    for (let j = 0; j < lb; j++) {
      p[i + j]! += pa * b.p[j]!;
      d[i + j]! += da * b.p[j]! + pa * b.d[j]!;
    }
  }
  let max = 0;
  for (let k = 0; k < p.length; k++) if (p[k]! > max) max = p[k]!;
  let first = 0;
  let last = p.length - 1;
  while (p[first]! < PRUNE * max) first++;
  while (p[last]! < PRUNE * max) last--;
  const keptP = p.slice(first, last + 1);
  const keptD = d.slice(first, last + 1);
  for (let k = 0; k < keptP.length; k++) {
    keptP[k]! /= max;
    keptD[k]! /= max;
  }
  return { offset: a.offset + b.offset + first, p: keptP, d: keptD, logScale: a.logScale + b.logScale + Math.log(max) };
}

const ONE: ShiftPolynomial = { offset: 0, p: Float64Array.of(1), d: Float64Array.of(0), logScale: 0 };

/** `base` to the power `n` by repeated squaring: O(log n) products of pruned polynomials. */
function power(base: ShiftPolynomial, n: number): ShiftPolynomial {
  let result = ONE;
  let square = base;
  for (let rest = n; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) result = multiply(result, square);
    if (rest > 1) square = multiply(square, square);
  }
  return result;
}

/**
 * Aggregated isotope distribution of a neutral composition: the probability and mass centre of each
 * nominal shift M+k, by polynomial convolution per element (each element's one-atom polynomial raised to
 * its count by repeated squaring), the elements multiplied together, tails below 1e-15 of the tallest
 * peak pruned at every step. Fine structure (e.g. 13C2 vs 18O at M+2) is merged into each peak's
 * abundance-weighted centre, which is what an instrument that resolves isotopes but not their fine
 * structure shows. Abundances and masses: `ISOTOPES` (IUPAC 2009 representative compositions, AME2020).
 *
 * @throws ToolboxError `formula_invalid` (negative or fractional counts, no atoms, too many atoms)
 */
export function isotopeDistribution(c: Composition): IsotopeDistribution {
  assertComposition(c);
  let total = ONE;
  for (const element of ISOTOPE_ELEMENTS) {
    if (c[element] > 0) total = multiply(total, power(atomPolynomial(ISOTOPES[element]), c[element]));
  }
  const monoisotopicMass = compositionMonoisotopicMass(c);
  const scale = Math.exp(total.logScale);
  const peaks: IsotopePeak[] = [];
  let tallest = 0;
  let weighted = 0;
  let sum = 0;
  for (let i = 0; i < total.p.length; i++) {
    const shift = total.offset + i;
    const mass = monoisotopicMass + shift + total.d[i]! / total.p[i]!;
    const probability = total.p[i]! * scale;
    peaks.push({ shift, mass, probability });
    if (total.p[i]! > total.p[tallest]!) tallest = i;
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
