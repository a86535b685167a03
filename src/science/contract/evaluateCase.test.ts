import { describe, expect, it } from 'vitest';
import { evaluateCase, evaluateCases } from './evaluateCase.ts';

describe('evaluateCase contract', () => {
  it('rounds numbers to 4 decimals at the boundary only', () => {
    const r = evaluateCase({ module: 'end_group_mass', inputs: { sequence: 'A', five_end: 'ppp', three_end: 'OH', modification: 'none' } });
    expect(r).toEqual({ formula: 'C10H16N5O13P3', monoisotopic: 506.9957, average: 507.1813 }); // ATP, PubChem CID 5957
  });
  it('answers errors with exactly { error, message }, the fields of vectors.json', () => {
    const r = evaluateCase({ module: 'probe_design', inputs: { sequence: 'GGGAGAXGC', probe_start: 1, probe_length: 5, digestion_position: 4, hybrid_length: 2 } });
    expect(r).toEqual({ error: 'invalid_characters', message: 'invalid characters: X' });
  });
  it('maps type problems to invalid_input and unknown modules to unknown_module', () => {
    expect(evaluateCase({ module: 'probe_design', inputs: { sequence: 'ACGU', probe_start: '1' } })).toMatchObject({ error: 'invalid_input' });
    expect(evaluateCase({ module: 'nope', inputs: {} })).toMatchObject({ error: 'unknown_module' });
    expect(evaluateCase({ module: 'toString', inputs: {} })).toMatchObject({ error: 'unknown_module' });
    expect(evaluateCase(null as never)).toMatchObject({ error: 'invalid_input' });
  });
  it('adds m/z and Cap2 on request (beyond the vectors)', () => {
    const r = evaluateCase({
      module: 'product_mass',
      inputs: { product_sequence: 'GGGAGACGCUCGAUCCAGC', capping_method: 'enzymatic', include_cap2: true, charge_states: [1] },
    }) as Record<string, { monoisotopic: number; mz: { charge: number; monoisotopic: number }[] }>;
    expect(Object.keys(r)).toEqual(['ppp', 'pp', 'GpppN', 'Cap0', 'Cap1', 'Cap2']);
    expect(Math.abs(r['Cap0']!.mz[0]!.monoisotopic - (6630.8804 - 1.007276467))).toBeLessThanOrEqual(1e-4); // TOOLBOX worked example, both rounded
  });
  it('reaction_system: missing concentrations get their codes; sequence warnings follow reaction warnings', () => {
    expect(evaluateCase({ module: 'reaction_system', inputs: { mrna_length: 1000, probe_conc_uM: 100 } })).toMatchObject({ error: 'sample_concentration_invalid' });
    expect(evaluateCase({ module: 'reaction_system', inputs: { mrna_length: 1000, sample_conc_ng_per_ul: 100, probe_conc_uM: 0 } })).toMatchObject({
      error: 'probe_concentration_invalid',
    });
    const r = evaluateCase({ module: 'reaction_system', inputs: { sequence: 'TAATACGACTCACTATAGGG', sample_conc_ng_per_ul: 1000, probe_conc_uM: 100 } });
    expect(r).toMatchObject({ mw_basis: 'sequence', status: 'ok', warnings: ['sequence_contains_T7_promoter'] });
  });
  it('evaluates a list in order', () => {
    const out = evaluateCases([{ module: 'nope', inputs: {} }, { module: 'end_group_mass', inputs: { sequence: 'G', five_end: 'mCap' } }]);
    expect(out[0]).toMatchObject({ error: 'unknown_module' });
    expect(out[1]).toMatchObject({ monoisotopic: 802.0874 }); // free mCap, docs/toolbox-science.md 802.08742
  });
});
