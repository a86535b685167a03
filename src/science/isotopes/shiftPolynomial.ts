import type { Isotope } from './isotopeData.ts';

/**
 * A distribution over nominal mass shifts, scaled so its tallest entry is 1: `p[i]` is proportional to
 * the probability of shift `offset + i`, `d[i]` to that probability times the mean mass defect of the
 * shift (mass minus monoisotopic mass minus the shift, Da). True probability = p[i] * exp(logScale).
 * Keeping defects beside probabilities gives each shift's exact abundance-weighted mass centre.
 */
export interface ShiftPolynomial {
  readonly offset: number;
  readonly p: Float64Array;
  readonly d: Float64Array;
  readonly logScale: number;
}

/**
 * Relative probability (to the tallest entry) below which a tail entry is dropped after each product.
 * The dropped mass stays below 1e-12 of the total for any molecule the toolbox takes, far under what a
 * peak list shows (0.1 %) or a mass centre feels (the property test checks both).
 */
const PRUNE = 1e-15;

/** The distribution of nothing: shift 0 with certainty. */
export const ONE: ShiftPolynomial = { offset: 0, p: Float64Array.of(1), d: Float64Array.of(0), logScale: 0 };

/** The one-atom polynomial of an element: its isotopes by shift over the lightest. */
export function atomPolynomial(isotopes: readonly Isotope[]): ShiftPolynomial {
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
 * Product of two shift polynomials, the distribution of the sum of two independent parts: probabilities
 * convolve; p-weighted defects convolve against the other part's probabilities, since defects add. The
 * result is rescaled to a tallest entry of 1 and its tails below `PRUNE` are cut.
 */
export function multiply(a: ShiftPolynomial, b: ShiftPolynomial): ShiftPolynomial {
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

/** `base` to the whole power `n` >= 0 by repeated squaring: O(log n) products of pruned polynomials. */
export function power(base: ShiftPolynomial, n: number): ShiftPolynomial {
  let result = ONE;
  let square = base;
  for (let rest = n; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) result = multiply(result, square);
    if (rest > 1) square = multiply(square, square);
  }
  return result;
}
