import { describe, expect, it } from 'vitest';
import { parseComposition } from '../isotopes/composition.ts';
import { ELECTRON_MASS } from '../isotopes/isotopeData.ts';
import { isotopeDistribution } from '../isotopes/isotopeDistribution.ts';
import { PROTON_MASS } from '../mass/mz.ts';
import { ionNotation } from './adducts.ts';
import { chargeStatesInRange } from './chargeStates.ts';
import { ionLadder } from './ionLadder.ts';

const CAP1_19MER = parseComposition('C194H245N82O142P21'); // docs/toolbox-science.md worked example, Cap1

describe('ionLadder: the Cap1 19-mer at z = 6 (toolbox reference checks, 4 decimals)', () => {
  const rows = ionLadder(CAP1_19MER, [6], ['H', 'Na', 'K', 'TEA']);
  const row = (adduct: string) => rows.find((r) => r.adduct === adduct)!;
  it('[M-6H]6-: 1106.4754 monoisotopic, 1106.8096 most abundant, 1106.9886 average', () => {
    expect(row('H').mzMonoisotopic).toBeCloseTo(1106.4754, 4);
    expect(row('H').mzMostAbundant).toBeCloseTo(1106.8096, 4);
    expect(row('H').mzAverage).toBeCloseTo(1106.9886, 4);
  });
  it('[M-7H+Na]6- 1110.1391, [M-7H+K]6- 1112.8014, [M-6H+TEA]6- 1123.3288 (monoisotopic)', () => {
    expect(row('Na').mzMonoisotopic).toBeCloseTo(1110.1391, 4);
    expect(row('K').mzMonoisotopic).toBeCloseTo(1112.8014, 4);
    expect(row('TEA').mzMonoisotopic).toBeCloseTo(1123.3288, 4);
  });
  it('an instrument without isotope resolution shows the average, 0.51 Th above the monoisotopic m/z at z = 6', () => {
    expect(row('H').mzAverage - row('H').mzMonoisotopic).toBeCloseTo(0.513, 3);
  });
  it('the most abundant m/z of [M-zH] is the neutral pattern\'s tallest peak less z protons, to 1e-6', () => {
    const neutral = isotopeDistribution(CAP1_19MER);
    for (const r of ionLadder(CAP1_19MER, [1, 3, 6, 12], ['H'])) {
      expect(Math.abs(r.mzMostAbundant - (neutral.mostAbundantMass - r.charge * PROTON_MASS) / r.charge)).toBeLessThan(1e-6);
    }
  });
  it("K ions use their own pattern, adduct atoms included: [M-7H+K]6- is C194H238KN82O142P21 plus 6 electrons", () => {
    const ion = isotopeDistribution(parseComposition('C194H238KN82O142P21'));
    expect(row('K').mzMostAbundant * 6 - 6 * ELECTRON_MASS).toBeCloseTo(ion.mostAbundantMass, 9);
    for (const z of [3, 9]) {
      const deprotonated = isotopeDistribution(parseComposition(`C194H${245 - z}N82O142P21`)); // [M-zH] from scratch
      const [r] = ionLadder(CAP1_19MER, [z, 10], ['H']); // built from the z = 10 pattern plus hydrogens
      expect(r!.mzMostAbundant * z - z * ELECTRON_MASS).toBeCloseTo(deprotonated.mostAbundantMass, 9);
    }
    expect(ionNotation('K', 6)).toBe('[M-7H+K]6-');
    expect(ionNotation('TEA', 6)).toBe('[M-6H+TEA]6-');
  });
  it('rows come by charge, then adduct in the order given', () => {
    expect(ionLadder(CAP1_19MER, [7, 5], ['Na', 'H']).map((r) => `${r.charge}${r.adduct}`)).toEqual(['5Na', '5H', '7Na', '7H']);
  });
  it('refuses charges that are not whole numbers >= 1 or exceed the hydrogens', () => {
    expect(() => ionLadder(CAP1_19MER, [0], ['H'])).toThrow(expect.objectContaining({ code: 'charge_state_invalid' }));
    expect(() => ionLadder(parseComposition('CH4'), [5], ['H'])).toThrow(expect.objectContaining({ code: 'charge_state_invalid' }));
  });
});

describe('chargeStatesInRange', () => {
  it('6644.9 Da in m/z 400-2000: z = 4 (1660.2) to 16 (414.3)', () => {
    expect(chargeStatesInRange(6644.8961)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });
  it('the user sets the range; a range must be 0 < min < max', () => {
    expect(chargeStatesInRange(6644.8961, 1000, 1400)).toEqual([5, 6]);
    expect(chargeStatesInRange(300)).toEqual([]);
    expect(() => chargeStatesInRange(6644.8961, 2000, 400)).toThrow(expect.objectContaining({ code: 'scan_range_invalid' }));
    expect(() => chargeStatesInRange(6644.8961, 0, 400)).toThrow(expect.objectContaining({ code: 'scan_range_invalid' }));
  });
});
