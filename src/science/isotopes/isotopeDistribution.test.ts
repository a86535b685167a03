import { describe, expect, it } from 'vitest';
import { mulberry32, randomInt } from '../testing/prng.ts';
import { type Composition, composition, compositionMeanIsotopicMass, parseComposition } from './composition.ts';
import { ISOTOPES, ISOTOPE_ELEMENTS } from './isotopeData.ts';
import { isotopeDistribution } from './isotopeDistribution.ts';

/** Brute force for small molecules: convolve one atom at a time, no pruning, track the p-weighted mass. */
function atomByAtom(c: Composition): { probability: number[]; mass: number[] } {
  let p = [1];
  let pm = [0];
  for (const element of ISOTOPE_ELEMENTS) {
    const isotopes = ISOTOPES[element];
    for (let atom = 0; atom < c[element]; atom++) {
      const np = new Array<number>(p.length + 2).fill(0);
      const npm = new Array<number>(p.length + 2).fill(0);
      for (let k = 0; k < p.length; k++) {
        for (const isotope of isotopes) {
          const shift = isotope.massNumber - isotopes[0]!.massNumber;
          np[k + shift]! += p[k]! * isotope.abundance;
          npm[k + shift]! += (pm[k]! + p[k]! * isotope.mass) * isotope.abundance;
        }
      }
      p = np;
      pm = npm;
    }
  }
  return { probability: p, mass: pm.map((x, k) => x / p[k]!) };
}

describe('isotopeDistribution: the Cap1 19-mer C194H245N82O142P21 (toolbox reference check)', () => {
  const d = isotopeDistribution(parseComposition('C194H245N82O142P21'));
  const percent = d.peaks.slice(0, 5).map((peak) => Number(((100 * peak.probability) / d.peaks[2]!.probability).toFixed(1)));

  it('M+0..M+4 = 29.8, 73.9, 100, 96.5, 73.8 %; the tallest is M+2 at 6646.9013 Da', () => {
    expect(percent).toEqual([29.8, 73.9, 100, 96.5, 73.8]);
    expect(d.mostAbundantShift).toBe(2);
    expect(d.mostAbundantMass).toBeCloseTo(6646.9013, 4);
  });
  it('monoisotopic 6644.8961 and average 6647.9750 Da (docs/toolbox-science.md worked example, Cap1)', () => {
    expect(d.monoisotopicMass).toBeCloseTo(6644.8961, 4);
    expect(d.averageMass).toBeCloseTo(6647.975, 4);
    expect(d.peaks[0]!.mass).toBe(d.monoisotopicMass);
  });
  it('the monoisotopic peak is 30 % of the tallest: an instrument that shows M+0 alone loses 70 %', () => {
    expect(d.peaks[0]!.probability / d.peaks[2]!.probability).toBeCloseTo(0.298, 3);
  });
  it('agrees with the atom-by-atom brute force on every peak above 1e-9', () => {
    const brute = atomByAtom(parseComposition('C194H245N82O142P21'));
    for (const peak of d.peaks) {
      if (peak.probability < 1e-9) continue;
      expect(peak.probability).toBeCloseTo(brute.probability[peak.shift]!, 12);
      expect(peak.mass).toBeCloseTo(brute.mass[peak.shift]!, 8);
    }
  });
});

describe('isotopeDistribution: small molecules by hand', () => {
  it('CH4: M+1 = 4 x 2H + 13C; M+1 mass is their weighted centre', () => {
    const d = isotopeDistribution(composition({ C: 1, H: 4 }));
    const p0 = 0.9893 * 0.999885 ** 4;
    const pC = 0.0107 * 0.999885 ** 4;
    const pH = 0.9893 * 4 * 0.000115 * 0.999885 ** 3;
    expect(d.peaks[0]!.probability).toBeCloseTo(p0, 14);
    expect(d.peaks[1]!.probability).toBeCloseTo(pC + pH, 14);
    const m0 = 12 + 4 * 1.00782503223;
    const m13C = 13.00335483507 + 4 * 1.00782503223;
    const m2H = 12 + 3 * 1.00782503223 + 2.01410177812;
    expect(d.peaks[1]!.mass).toBeCloseTo((pC * m13C + pH * m2H) / (pC + pH), 10);
    expect(d.monoisotopicMass).toBeCloseTo(m0, 10);
  });
  it('KCl is refused (no Cl); K alone gives 39K, 40K, 41K', () => {
    expect(() => parseComposition('KCl')).toThrow(expect.objectContaining({ code: 'formula_invalid' }));
    const k = isotopeDistribution(composition({ K: 1 }));
    expect(k.peaks.map((p) => p.probability)).toEqual([0.932581, 0.000117, 0.067302].map((x) => expect.closeTo(x, 12)));
    expect(k.peaks[2]!.mass).toBeCloseTo(40.9618252579, 10);
  });
  it('refuses empty, negative and fractional compositions', () => {
    expect(() => isotopeDistribution(composition({}))).toThrow(expect.objectContaining({ code: 'formula_invalid' }));
    expect(() => isotopeDistribution(composition({ C: -1, H: 4 }))).toThrow(expect.objectContaining({ code: 'formula_invalid' }));
    expect(() => isotopeDistribution(composition({ C: 1.5 }))).toThrow(expect.objectContaining({ code: 'formula_invalid' }));
    expect(() => parseComposition('')).toThrow(expect.objectContaining({ code: 'formula_invalid' }));
    expect(() => parseComposition('C2H-4')).toThrow(expect.objectContaining({ code: 'formula_invalid' }));
  });
});

describe('isotopeDistribution properties (seeded)', () => {
  it('probabilities sum to 1 and the mean mass is the isotope-weighted formula mass', () => {
    const random = mulberry32(20241123);
    for (let run = 0; run < 60; run++) {
      const size = run < 40 ? 200 : 20_000; // oligos, then whole mRNAs (up to ~ 2 kb)
      const c = composition({
        C: randomInt(random, 1, size),
        H: randomInt(random, 0, size),
        N: randomInt(random, 0, size / 3),
        O: randomInt(random, 0, size),
        P: randomInt(random, 0, size / 10),
        Na: randomInt(random, 0, 2),
        K: randomInt(random, 0, 2),
      });
      const d = isotopeDistribution(c);
      const sum = d.peaks.reduce((s, p) => s + p.probability, 0);
      expect(Math.abs(sum - 1)).toBeLessThan(1e-9);
      expect(Math.abs(d.centroidMass - compositionMeanIsotopicMass(c))).toBeLessThan(1e-9 * d.centroidMass);
      expect(d.peaks.every((p, i) => p.shift === d.peaks[0]!.shift + i)).toBe(true);
    }
  });
});
