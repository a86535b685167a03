import { describe, expect, it } from 'vitest';
import { cleanSequence } from '../sequence/cleanSequence.ts';
import { mrnaMolecularWeight, mrnaMwFromLength } from './mrnaMolecularWeight.ts';

describe('mRNA molecular weight', () => {
  it('from length: L x (320.5 + 0.25 dmod) + 159 (ssRNA convention)', () => {
    expect(mrnaMwFromLength(1000, 'none')).toBe(320659);
    expect(mrnaMwFromLength(1000, 'psi')).toBe(320659);
    expect(mrnaMwFromLength(1000, '5moU')).toBeCloseTo(1000 * (320.5 + 0.25 * 30.026) + 159, 9);
    expect(() => mrnaMwFromLength(0, 'none')).toThrow(expect.objectContaining({ code: 'mrna_length_invalid' }));
  });
  it('from sequence: exact average mass of the 5\'-ppp form (worked 19-mer: 6354.6920 Da, docs/toolbox-science.md)', () => {
    const mw = mrnaMolecularWeight({ sequence: cleanSequence('GGGAGACGCUCGAUCCAGC'), lengthNt: 5 }, 'none');
    expect(mw.basis).toBe('sequence');
    expect(mw.mwGPerMol).toBeCloseTo(6354.692, 4);
  });
});
