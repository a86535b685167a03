import { describe, expect, it } from 'vitest';
import { idNumberCheckChar, isValidIdNumber } from './id-number.ts';

/**
 * An independent derivation of the check character for the tests: ISO 7064 MOD 11-2 as GB 11643-1999 §8.2
 * writes it, weights 2^(n-1) mod 11 for position n counted from the right (the check itself is n = 1).
 */
function referenceCheck(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (2 ** (17 - i) % 11);
  const value = (12 - (sum % 11)) % 11;
  return value === 10 ? 'X' : String(value);
}

/** A valid number for a birth date: the address code 110105 (Beijing Chaoyang) and a sequence code. */
const generated = (birth: string, sequence: string) => `110105${birth}${sequence}${referenceCheck(`110105${birth}${sequence}`)}`;

describe('mainland resident ID numbers (GB 11643-1999)', () => {
  it('computes the check characters of the examples printed in the standard', () => {
    // GB 11643-1999 gives 11010519491231002X and 440524188001010014 as worked examples.
    expect(idNumberCheckChar('11010519491231002')).toBe('X');
    expect(idNumberCheckChar('44052418800101001')).toBe('4');
  });

  it('agrees with the reference formula for generated numbers', () => {
    const today = '2026-11-21';
    for (let seq = 0; seq < 200; seq++) {
      const id = generated('19900307', String(seq).padStart(3, '0'));
      expect(isValidIdNumber(id, today)).toBe(true);
      const wrong = id.slice(0, 17) + (id[17] === '0' ? '1' : '0');
      expect(isValidIdNumber(wrong, today)).toBe(false);
    }
  });

  it('accepts a lower-case x and surrounding spaces', () => {
    expect(isValidIdNumber(' 11010519491231002x ', '2026-11-21')).toBe(true);
  });

  it('refuses wrong lengths, letters and a leading zero', () => {
    expect(isValidIdNumber('11010519491231002', '2026-11-21')).toBe(false);
    expect(isValidIdNumber('11010519491231002XX', '2026-11-21')).toBe(false);
    expect(isValidIdNumber('1101051949123100AX', '2026-11-21')).toBe(false);
    const zero = `0${generated('19900307', '123').slice(1, 17)}`;
    expect(isValidIdNumber(zero + referenceCheck(zero), '2026-11-21')).toBe(false);
  });

  it('refuses birth dates that are not real days, before 1900 or after today', () => {
    expect(isValidIdNumber(generated('20230229', '001'), '2026-11-21')).toBe(false);
    expect(isValidIdNumber(generated('19901301', '001'), '2026-11-21')).toBe(false);
    expect(isValidIdNumber(generated('20240229', '001'), '2026-11-21')).toBe(true);
    expect(isValidIdNumber(generated('18991231', '001'), '2026-11-21')).toBe(false);
    expect(isValidIdNumber(generated('20261121', '001'), '2026-11-21')).toBe(true);
    expect(isValidIdNumber(generated('20261122', '001'), '2026-11-21')).toBe(false);
  });

  it('says what it needs when asked for the check of a non-number', () => {
    expect(() => idNumberCheckChar('1101051949123100')).toThrow(RangeError);
  });
});
