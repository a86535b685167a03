/** Isotope-distribution figures of the science bench: ours against the atom-by-atom baseline. */
import { compositionFromFormula, compositionMonoisotopicMass } from '../../src/science/isotopes/composition.ts';
import { isotopeDistribution } from '../../src/science/isotopes/isotopeDistribution.ts';
import { fragmentFormula } from '../../src/science/mass/fragmentFormula.ts';
import { randomSequence } from '../../src/science/testing/prng.ts';
import { naiveMostAbundantMass } from '../baseline/naiveIsotopes.ts';
import { keep, medianMs } from './measure.ts';

/** One timed molecule: its mass, our median time and the baseline's (ms). */
export interface IsotopeFigure {
  readonly name: string;
  readonly massDa: number;
  readonly oursMs: number;
  readonly baselineMs: number;
  readonly peaks: number;
}

function measure(name: string, sequence: string, fivePrime: 'Cap1' | 'ppp', runs: number): IsotopeFigure {
  const c = compositionFromFormula(fragmentFormula(sequence, { fivePrime, threePrime: 'OH', modification: 'none' }));
  const ours = isotopeDistribution(c);
  const theirs = naiveMostAbundantMass(c);
  if (Math.abs(ours.mostAbundantMass - theirs) > 1e-6) throw new Error(`isotope baseline disagrees: ${ours.mostAbundantMass} vs ${theirs}`);
  return {
    name,
    massDa: compositionMonoisotopicMass(c),
    oursMs: medianMs(() => (keep.sink += isotopeDistribution(c).mostAbundantMass), 20, runs),
    baselineMs: medianMs(() => (keep.sink += naiveMostAbundantMass(c)), 1, 3),
    peaks: ours.peaks.length,
  };
}

/** A Cap1 31-mer (about 10 kDa) and a whole 2,000-nt 5'-ppp mRNA (about 640 kDa), seeded. */
export function isotopeFigures(random: () => number): IsotopeFigure[] {
  return [
    measure('10 kDa species (Cap1 31-mer)', randomSequence(random, 31), 'Cap1', 101),
    measure('2 kb mRNA (5\'-ppp, 643 kDa)', randomSequence(random, 2000), 'ppp', 21),
  ];
}
