import { describe, expect, it } from 'vitest';
import { mulberry32, randomInt, randomSequence } from '../testing/prng.ts';
import { designProbe } from './designProbe.ts';

const PAIR: Record<string, string> = { A: 'U', C: 'G', G: 'C', U: 'A' };

describe('designProbe: literature cut sites', () => {
  it('Inoue et al. 1987: 5\'-ACUUACCUG with DNA opposite nt 3-6 is cut after nt 6', () => {
    const d = designProbe('ACUUACCUG', { probeStart: 1, probeLength: 9, digestionPosition: 6, hybridLength: 4 });
    expect(d.hybridRegion).toEqual([3, 6]);
    expect(d.cleavageBetween).toEqual([6, 7]);
    expect(d.productSequence).toBe('ACUUAC');
    expect(d.probeMask).toBe('MMMDDDDMM');
  });
  it('Inoue et al. 1987: DNA opposite nt 5-8 cuts after nt 8', () => {
    const d = designProbe('ACUUACCUG', { probeStart: 1, probeLength: 9, digestionPosition: 8, hybridLength: 4 });
    expect(d.hybridRegion).toEqual([5, 8]);
    expect(d.cleavageBetween).toEqual([8, 9]);
    expect(d.productSequence).toBe('ACUUACCU');
  });
  it('US 2024/0263217 A1 claim 1: a hybrid over nt 2-5 releases nt 1-5', () => {
    const d = designProbe('GGGAAAUAAGAGAGAAAAGAAGAG', { probeStart: 1, probeLength: 20, digestionPosition: 5, hybridLength: 4 });
    expect(d.hybridRegion).toEqual([2, 5]);
    expect(d.productSequence).toBe('GGGAA');
  });
});

describe('designProbe: layout and guidance', () => {
  it('hand-built probe for the worked 19-mer product (25-nt probe, 5-nt gap): wings 6 and 14', () => {
    const d = designProbe('GGGAGACGCUCGAUCCAGCGUCUACCGCGG', { probeStart: 1, probeLength: 25, digestionPosition: 19, hybridLength: 5 });
    expect(d.targetSequence).toBe('GGGAGACGCUCGAUCCAGCGUCUAC');
    expect(d.probeSequence).toBe('GUAGACGCTGGAUCGAGCGUCUCCC');
    expect(d.probeMask).toBe('MMMMMMDDDDDMMMMMMMMMMMMMM');
    expect([d.omeFlank5prime, d.omeFlank3prime]).toEqual([6, 14]);
    expect(d.probeDnaPositions).toEqual([7, 11]);
    expect(d.warnings).toEqual(['next_base_is_G']); // nt 20 is G: pp(20) has the formula of GpppN(19)
  });
  it('warns next_base_is_G only when nt D+1 is G', () => {
    const probe = { probeStart: 1, probeLength: 25, digestionPosition: 19, hybridLength: 5 };
    expect(designProbe('GGGAGACGCUCGAUCCAGCAUCUACCGCGG', probe).warnings).toEqual([]);
    expect(designProbe('GGGAGACGCUCGAUCCAGCGUCUAC', { ...probe, digestionPosition: 25, probeStart: 1, hybridLength: 5 }).warnings).not.toContain('next_base_is_G');
    expect(designProbe('GGGAGACGCUCGAUCCAGGGUCUACCGCGG', probe).warnings).toEqual(['product_3prime_end_is_G', 'next_base_is_G']);
  });
  it('warns on zero-length wings, a start after 1 and an ambiguous base in the product', () => {
    const d = designProbe('GNGAGACGCUCGAUCCAGCGUCUACCGCGG', { probeStart: 3, probeLength: 20, digestionPosition: 22, hybridLength: 20 });
    // window 3..22 = GAGACGCUCGAUCCAGCGUC: 13 G+C of 20 = 65 % (optimal); product 1..22 holds N at 2
    expect(d.gcClass).toBe('optimal');
    expect(d.warnings).toEqual([
      'product_length_outside_17_20',
      'hybrid_length_outside_4_6',
      'ambiguous_base_in_product',
      'probe_does_not_cover_5prime_end',
      'no_2OMe_flank_downstream_of_cut',
      'no_2OMe_flank_upstream_of_gap',
    ]);
    expect(d.probeMask).toBe('D'.repeat(20));
  });
  it('errors, in docs/toolbox-science.md order', () => {
    const seq = 'GGGAGACGCUCGAUCCAGCGUCUAC';
    const run = (probeStart: number, probeLength: number, digestionPosition: number, hybridLength: number) => () =>
      designProbe(seq, { probeStart, probeLength, digestionPosition, hybridLength });
    expect(run(0, 20, 18, 4)).toThrow(expect.objectContaining({ code: 'probe_out_of_range' }));
    expect(run(1, 0, 18, 4)).toThrow(expect.objectContaining({ code: 'probe_out_of_range' }));
    expect(run(10, 20, 18, 4)).toThrow(expect.objectContaining({ code: 'probe_out_of_range' }));
    expect(run(1, 20, 18, 0)).toThrow(expect.objectContaining({ code: 'hybrid_length_invalid' }));
    expect(run(1, 20, 18, 21)).toThrow(expect.objectContaining({ code: 'hybrid_length_invalid' }));
    expect(run(5, 20, 6, 4)).toThrow(expect.objectContaining({ code: 'gap_outside_probe', message: 'DNA hybrid 3..6 not inside probe window 5..24' }));
    expect(run(1, 20, 1.5, 4)).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => designProbe('GGGAGACGCUCGAUCCRGCGUCUAC', { probeStart: 1, probeLength: 20, digestionPosition: 18, hybridLength: 4 })).toThrow(
      expect.objectContaining({ code: 'ambiguous_base_in_probe_region', details: { positions: [17] } }),
    );
  });
});

describe('designProbe properties (seeded)', () => {
  it('probe = reverse complement of its window; mask and wings add up; product is mRNA 1..D', () => {
    const random = mulberry32(42);
    for (let run = 0; run < 300; run++) {
      const mrna = randomSequence(random, randomInt(random, 5, 120));
      const L = randomInt(random, 1, Math.min(40, mrna.length));
      const S = randomInt(random, 1, mrna.length - L + 1);
      const h = randomInt(random, 1, L);
      const D = randomInt(random, S + h - 1, S + L - 1);
      const d = designProbe(mrna, { probeStart: S, probeLength: L, digestionPosition: D, hybridLength: h });
      const window = mrna.slice(S - 1, S + L - 1);
      const reverseComplement = [...window].reverse().map((b) => PAIR[b]).join('');
      expect(d.probeSequence.replaceAll('T', 'U')).toBe(reverseComplement);
      expect(d.probeMask.replaceAll('M', '').length).toBe(h);
      expect(d.omeFlank5prime + h + d.omeFlank3prime).toBe(L);
      expect(d.probeMask).toBe('M'.repeat(d.omeFlank5prime) + 'D'.repeat(h) + 'M'.repeat(d.omeFlank3prime));
      for (let j = 0; j < L; j++) expect(d.probeSequence[j] === 'T').toBe(d.probeMask[j] === 'D' && reverseComplement[j] === 'U');
      expect(d.productSequence).toBe(mrna.slice(0, D));
      expect(d.gcCount).toBe([...window].filter((b) => b === 'G' || b === 'C').length);
    }
  });
});
