import { describe, expect, it } from 'vitest';
import { polyaLadder } from './polyaLadder.ts';

describe('polyaLadder (RNase T1 tail fragment, 5\'-OH, 3\'-OH)', () => {
  it('A100 after a G: C1000H1201N500O598P99, 32843.2962 mono / 32858.9124 average; spacing 329.0525', () => {
    const ladder = polyaLadder('GGGAGACG', 100, 100);
    const a100 = ladder.rungs[0]!;
    expect(a100.fragment).toBe('A'.repeat(100));
    expect(a100.formulaText).toBe('C1000H1201N500O598P99'); // 100 x C10H12N5O6P + H2O - HPO3, hand-summed
    expect(a100.monoisotopic).toBeCloseTo(32843.2962, 4);
    expect(a100.average).toBeCloseTo(32858.9124, 4);
    expect(ladder.spacingMonoisotopic).toBeCloseTo(329.0525, 4);
    expect(ladder.spacingAverage).toBeCloseTo(329.209, 3); // C10H12N5O6P with IUPAC 2021 weights
  });
  it('keeps the nucleotides after the last G; rungs differ by one A residue', () => {
    const ladder = polyaLadder('GGGAGACGCUCGAUCC', 3, 6);
    expect(ladder.rungs.map((r) => r.fragment)).toEqual(['AUCCAAA', 'AUCCAAAA', 'AUCCAAAAA', 'AUCCAAAAAA']);
    for (let i = 1; i < ladder.rungs.length; i++) {
      expect(ladder.rungs[i]!.monoisotopic - ladder.rungs[i - 1]!.monoisotopic).toBeCloseTo(ladder.spacingMonoisotopic, 9);
    }
  });
  it('a modification applies to the whole fragment (m6A: one CH2 more per A)', () => {
    const plain = polyaLadder('GCU', 10, 10).rungs[0]!;
    const m6a = polyaLadder('GCU', 10, 10, 'm6A').rungs[0]!;
    expect(m6a.formula.C - plain.formula.C).toBe(10);
  });
  it('refuses a sequence without G and bad tail ranges', () => {
    expect(() => polyaLadder('ACUUAC', 10, 20)).toThrow(expect.objectContaining({ code: 'no_rnase_t1_site' }));
    for (const [min, max] of [[0, 10], [20, 10], [1.5, 10], [1, 1001]] as const) {
      expect(() => polyaLadder('GAC', min, max)).toThrow(expect.objectContaining({ code: 'tail_length_invalid' }));
    }
  });
});
