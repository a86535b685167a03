import { describe, expect, it } from 'vitest';
import { cleanSequence } from '../sequence/cleanSequence.ts';
import { mrnaMolecularWeight, mrnaMwFromLength } from './mrnaMolecularWeight.ts';

describe('mRNA molecular weight', () => {
  it('from length: L x (320.5 + 0.25 dmod) + 159 (ssRNA convention)', () => {
    expect(mrnaMwFromLength(1000, 'none')).toBe(320659);
    expect(mrnaMwFromLength(1000, 'psi')).toBe(320659);
    expect(mrnaMwFromLength(1000, '5moU')).toBeCloseTo(1000 * (320.5 + 0.25 * 30.026) + 159, 9);
    expect(() => mrnaMwFromLength(0, 'none')).toThrow(expect.objectContaining({ code: 'mrna_length_invalid' }));
    expect(() => mrnaMwFromLength(0.5, 'none')).toThrow(expect.objectContaining({ code: 'mrna_length_invalid' }));
    expect(() => mrnaMwFromLength(1000.5, 'none')).toThrow(expect.objectContaining({ code: 'mrna_length_invalid' }));
    expect(mrnaMwFromLength(1, 'none')).toBe(479.5);
  });
  it('from sequence: exact average mass of the 5\'-ppp form (worked 19-mer: 6354.6920 Da, docs/toolbox-science.md)', () => {
    const mw = mrnaMolecularWeight({ sequence: cleanSequence('GGGAGACGCUCGAUCCAGC'), lengthNt: 19 }, 'none');
    expect(mw.basis).toBe('sequence');
    expect(mw.mwGPerMol).toBeCloseTo(6354.692, 4);
    expect(mrnaMolecularWeight({ sequence: cleanSequence('GGGAGACGCUCGAUCCAGC') }, 'none').mwGPerMol).toBe(mw.mwGPerMol);
  });
  it('refuses a length that disagrees with the sequence, or is not a whole number', () => {
    const sequence = cleanSequence('GGGAGACGCUCGAUCCAGC');
    expect(() => mrnaMolecularWeight({ sequence, lengthNt: 5 }, 'none')).toThrow(
      expect.objectContaining({ code: 'mrna_length_conflicts_with_sequence', message: 'mRNA length 5 nt conflicts with the sequence (19 nt)' }),
    );
    expect(() => mrnaMolecularWeight({ sequence, lengthNt: 18.5 }, 'none')).toThrow(expect.objectContaining({ code: 'mrna_length_invalid' }));
  });
});
