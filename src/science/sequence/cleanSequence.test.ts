import { describe, expect, it } from 'vitest';
import { ToolboxError } from '../errors.ts';
import { mulberry32, randomInt, randomSequence } from '../testing/prng.ts';
import { cleanSequence } from './cleanSequence.ts';

function errorOf(run: () => unknown): ToolboxError {
  try {
    run();
  } catch (error) {
    if (error instanceof ToolboxError) return error;
    throw error;
  }
  throw new Error('expected a ToolboxError');
}

describe('cleanSequence (docs/toolbox-science.md "Input clean-up")', () => {
  it('drops the FASTA header, comments, whitespace and digits; upper-cases; T -> U', () => {
    const c = cleanSequence('>seq1 description\n; a comment\n  1 gggagacgct cgatcc\n 17 AGC\r\n');
    expect(c.sequence).toBe('GGGAGACGCUCGAUCCAGC');
    expect(c.inputType).toBe('DNA');
    expect(c.composition).toEqual({ A: 4, C: 6, G: 7, U: 2, ambiguous: 0 }); // counted by hand
    expect(c.warnings).toEqual([]);
  });
  it('keeps IUPAC ambiguity codes and counts them', () => {
    const c = cleanSequence('ACGURYSWKMBDHVN');
    expect(c.sequence).toBe('ACGURYSWKMBDHVN');
    expect(c.composition.ambiguous).toBe(11);
    expect(c.inputType).toBe('RNA');
  });
  it('names the first invalid character and its position, line and column in the text as given', () => {
    const e = errorOf(() => cleanSequence('>h\nACGU\nACXGU-'));
    expect(e.code).toBe('invalid_characters');
    expect(e.message).toBe('invalid characters: X, -');
    expect(e.details).toMatchObject({ position: 11, line: 3, column: 3, character: 'X' });
  });
  it('refuses a second record in single mode, pointing at its header', () => {
    const e = errorOf(() => cleanSequence('>a\nACGU\n>b\nGGGA\n'));
    expect(e.code).toBe('multiple_sequences');
    expect(e.details).toMatchObject({ line: 3, column: 1 });
    expect(errorOf(() => cleanSequence('ACGU\n>b\nGG')).code).toBe('multiple_sequences');
  });
  it('refuses an empty result', () => {
    expect(errorOf(() => cleanSequence('>only a header\n 123 \n')).code).toBe('empty_sequence');
  });
  it('warns on mixed T and U and on the T7 promoter TAATACGACTCACTATA', () => {
    const mixed = cleanSequence('ACGTU');
    expect(mixed.inputType).toBe('mixed_T_U'); // the contract's label
    expect(mixed.warnings).toEqual(['sequence_mixes_T_and_U']);
    expect(cleanSequence('TAATACGACTCACTATAGGG').warnings).toEqual(['sequence_contains_T7_promoter']);
    expect(cleanSequence('uaauacgacucacuauaggg').warnings).toEqual(['sequence_contains_T7_promoter']);
  });
  it('accepts pasted no-break spaces and a BOM as whitespace', () => {
    expect(cleanSequence('\ufeffAC\u00a0GU').sequence).toBe('ACGU');
  });
});

describe('cleanSequence properties (seeded)', () => {
  it('output holds only allowed letters, has one letter per input letter, and is idempotent', () => {
    const random = mulberry32(20240601);
    for (let run = 0; run < 200; run++) {
      const letters = randomSequence(random, randomInt(random, 1, 300), 'ACGTUacgturyn');
      let messy = '';
      for (const ch of letters) messy += ch + (random() < 0.1 ? ' \n\t7'.charAt(randomInt(random, 0, 3)) : '');
      const c = cleanSequence(`>r${run}\n${messy}`);
      expect(c.sequence).toMatch(/^[ACGURYSWKMBDHVN]+$/);
      expect(c.sequence.length).toBe(letters.length);
      expect(cleanSequence(c.sequence).sequence).toBe(c.sequence);
      const { A, C, G, U, ambiguous } = c.composition;
      expect(A + C + G + U + ambiguous).toBe(c.sequence.length);
    }
  });
});
