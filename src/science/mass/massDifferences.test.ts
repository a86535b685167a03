import { describe, expect, it } from 'vitest';
import { speciesMassDifferences } from './massDifferences.ts';
import { productSpecies } from './species.ts';

describe('speciesMassDifferences', () => {
  const species = productSpecies('GGGAGACGCUCGAUCCAGC', { cappingMethod: 'enzymatic', modification: 'none', threePrime: 'OH' });
  const diffs = speciesMassDifferences(species);
  const find = (from: string, to: string) => diffs.find((d) => d.from === from && d.to === to)!;
  it('lists every pair once', () => {
    expect(diffs).toHaveLength((species.length * (species.length - 1)) / 2);
  });
  it('ppp -> Cap0 is the cap increment C11H13N5O4 = 279.096754 Da (hand-computed from isotope masses)', () => {
    expect(find('ppp', 'Cap0').formulaText).toBe('C11H13N5O4');
    expect(find('ppp', 'Cap0').monoisotopic).toBeCloseTo(279.09675391942, 8);
  });
  it('ppp -> pp loses HPO3 (79.966331 Da); Cap0 -> Cap1 gains CH2 (14.015650 Da)', () => {
    expect(find('ppp', 'pp').formulaText).toBe('H-1O-3P-1');
    expect(find('ppp', 'pp').monoisotopic).toBeCloseTo(-79.96633088936, 8);
    expect(find('Cap0', 'Cap1').monoisotopic).toBeCloseTo(14.01565006446, 8);
  });
});
