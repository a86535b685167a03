/**
 * Baseline for the isotope bench: the textbook way, one atom convolved at a time into plain arrays
 * truncated at a fixed 1,000 shifts (no squaring, no pruning, no rescaling). Same peaks as
 * src/science/isotopes for any molecule whose pattern fits in 1,000 shifts; kept only to measure against.
 */
import type { Composition } from '../../src/science/isotopes/composition.ts';
import { ISOTOPES, ISOTOPE_ELEMENTS } from '../../src/science/isotopes/isotopeData.ts';

const WIDTH = 1000;

/** Mass (Da) of the tallest aggregated peak. */
export function naiveMostAbundantMass(c: Composition): number {
  let p = [1];
  let pm = [0];
  for (const element of ISOTOPE_ELEMENTS) {
    const isotopes = ISOTOPES[element];
    const light = isotopes[0]!.massNumber;
    for (let atom = 0; atom < c[element]; atom++) {
      const length = Math.min(WIDTH, p.length + isotopes.length);
      const np: number[] = new Array<number>(length).fill(0);
      const npm: number[] = new Array<number>(length).fill(0);
      for (let k = 0; k < p.length; k++) {
        for (const isotope of isotopes) {
          const shift = k + isotope.massNumber - light;
          if (shift >= length) continue;
          np[shift]! += p[k]! * isotope.abundance;
          npm[shift]! += (pm[k]! + p[k]! * isotope.mass) * isotope.abundance;
        }
      }
      p = np;
      pm = npm;
    }
  }
  let tallest = 0;
  for (let k = 1; k < p.length; k++) if (p[k]! > p[tallest]!) tallest = k;
  return pm[tallest]! / p[tallest]!;
}
