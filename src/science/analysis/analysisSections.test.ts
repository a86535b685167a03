import { describe, expect, it } from 'vitest';
import type { AnalysisSettings, AnalysisStep } from './analysisParts.ts';
import { analysisSections } from './analysisSections.ts';
import { mainCappedSpecies, speciesRole } from './speciesRoles.ts';

// TOOLBOX.md worked example: digestion position 19 gives the 19-mer GGGAGACGCUCGAUCCAGC, followed by more mRNA.
const MRNA = 'GGGAGACGCUCGAUCCAGCUAAGCUAGCAUGGCCACCAUGAAA';
const SETTINGS: AnalysisSettings = {
  probe: { probeStart: 1, probeLength: 25, digestionPosition: 19, hybridLength: 5 },
  modification: 'none', cappingMethod: 'enzymatic', capAnalog: null, chargeStates: [3],
  reaction: { sampleConcNgPerUl: 1000, probeConcUM: 100, mrnaLengthNt: 1000 },
};
const ALL = ['sequence', 'probe', 'species', 'reaction'] as const;
const kinds = (steps: AnalysisStep[]) => steps.map((s) => s.parts.map((p) => (p.kind === 'error' ? `${p.section}:${p.code}` : p.kind)));

describe('analysisSections', () => {
  it('yields sequence, probe, species and reaction in order, one step each, with progress', () => {
    const steps = [...analysisSections(MRNA, SETTINGS, ALL)];
    expect(kinds(steps)).toEqual([['sequence'], ['probe'], ['species'], ['reaction']]);
    expect(steps.map((s) => s.progress)).toEqual([1, 2, 3, 4].map((done) => ({ done, total: 4 })));
    const species = steps[2]!.parts[0]!;
    if (species.kind !== 'species') throw new Error('no species');
    // TOOLBOX.md worked example, Cap0 monoisotopic / average.
    const cap0 = species.species.find((s) => s.id === 'Cap0')!;
    expect(cap0.monoDa).toBeCloseTo(6630.8804, 4);
    expect(cap0.avgDa).toBeCloseTo(6633.948, 4);
    expect(species.species.filter((s) => s.role !== 'other').map((s) => [s.id, s.role])).toEqual([['ppp', 'uncapped'], ['Cap1', 'main_capped']]);
    // m/z = (M - z·1.007276467)/z (TOOLBOX.md "Beyond the seed").
    expect(cap0.mz).toEqual([{ charge: 3, mz: expect.closeTo((6630.8804 - 3 * 1.007276467) / 3, 3) }]);
    expect(steps[3]!.parts[0]).toMatchObject({ kind: 'reaction', mwBasis: 'sequence' });
  });

  it('computes a section only when its step is pulled', () => {
    const steps = analysisSections(MRNA, { ...SETTINGS, probe: { ...SETTINGS.probe, probeLength: 500 } }, ALL);
    expect(steps.next().value).toMatchObject({ parts: [{ kind: 'sequence' }] });
    // The probe error shows up only now, on the second pull.
    expect(steps.next().value).toMatchObject({ parts: [{ kind: 'error', section: 'probe', code: 'probe_out_of_range' }] });
  });

  it('picks the analog-capped product as the main capped species of co-transcriptional capping', () => {
    const steps = [...analysisSections(MRNA, { ...SETTINGS, cappingMethod: 'co-transcriptional', capAnalog: 'ARCA' }, ['species'])];
    const species = steps.flatMap((s) => s.parts).find((p) => p.kind === 'species');
    if (species?.kind !== 'species') throw new Error('no species');
    expect(species.species.map((s) => [s.id, s.role])).toEqual([['ppp', 'uncapped'], ['ARCA', 'main_capped']]);
  });

  it('stops at a sequence that does not clean up, settling every section', () => {
    const steps = [...analysisSections('GGGAXA', SETTINGS, ALL)];
    expect(steps).toEqual([{ parts: [{ kind: 'error', section: 'sequence', code: 'invalid_characters', details: expect.objectContaining({ position: 5, character: 'X' }) }], progress: { done: 4, total: 4 } }]);
  });

  it('skips the species of a probe that cannot be designed, still computes the reaction', () => {
    const steps = [...analysisSections(MRNA, { ...SETTINGS, probe: { ...SETTINGS.probe, probeLength: 500 } }, ALL)];
    expect(kinds(steps)).toEqual([['sequence'], ['probe:probe_out_of_range'], ['reaction']]);
    expect(steps.at(-1)!.progress).toEqual({ done: 4, total: 4 });
  });

  it('reports a species error in the species section (a cap analog the product does not start with)', () => {
    const steps = [...analysisSections(MRNA, { ...SETTINGS, cappingMethod: 'co-transcriptional', capAnalog: 'CleanCap_AU' }, ALL)];
    expect(kinds(steps)[2]).toEqual(['species:cap_start_mismatch']);
  });

  it('computes the reaction from a length alone when there is no sequence, and says empty_sequence without one', () => {
    const steps = [...analysisSections('', { ...SETTINGS, reaction: { sampleConcNgPerUl: 10, probeConcUM: 100, mrnaLengthNt: 2000 } }, ['sequence', 'reaction'])];
    expect(steps).toHaveLength(1);
    expect(steps[0]!.parts[0]).toMatchObject({ kind: 'reaction', mwBasis: 'length', system: { status: 'sample_concentration_too_low' } });
    expect(kinds([...analysisSections('  ', SETTINGS, ['sequence', 'probe'])])).toEqual([['sequence:empty_sequence']]);
  });
});

describe('speciesRole', () => {
  it('marks 5\'-ppp uncapped and the capping method\'s target main capped', () => {
    expect(mainCappedSpecies('enzymatic', null)).toBe('Cap1');
    expect(mainCappedSpecies('co-transcriptional', 'CleanCap_AG')).toBe('CleanCap_AG');
    expect(speciesRole('ppp', 'co-transcriptional', 'mCap')).toBe('uncapped');
    expect(speciesRole('Cap0', 'enzymatic', null)).toBe('other');
    expect(speciesRole('mCap', 'co-transcriptional', 'mCap')).toBe('main_capped');
  });
});
