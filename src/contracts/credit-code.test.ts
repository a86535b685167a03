import { describe, expect, it } from 'vitest';
import { CREDIT_CODE_ALPHABET, CREDIT_CODE_WEIGHTS, creditCodeCheckChar, creditCodeCheckHolds } from './credit-code.ts';

describe('the unified social credit code check character (GB 32100-2015)', () => {
  it('has the standard\'s alphabet (31 characters, no I, O, Z, S, V) and weights 3^(i−1) mod 31', () => {
    expect(CREDIT_CODE_ALPHABET).toHaveLength(31);
    expect(CREDIT_CODE_ALPHABET).not.toMatch(/[IOZSV]/);
    // GB 32100-2015 Annex B lists these 17 weighting factors.
    expect(CREDIT_CODE_WEIGHTS).toEqual([1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]);
  });

  it('accepts real codes published on business licences', () => {
    for (const code of [
      '91350100M000100Y43', // the example printed in GB 32100-2015 and its interpretations
      '9144030071526726XG', // Shenzhen Tencent Computer Systems Co., Ltd.
      '914403001922038216', // Huawei Technologies Co., Ltd.
      '91330100716105852F', // Alibaba (China) Co., Ltd.
    ]) {
      expect(creditCodeCheckHolds(code), code).toBe(true);
    }
  });

  it('catches a changed character, a swap of two neighbours, and a letter the code never uses', () => {
    expect(creditCodeCheckHolds('91350100M000100Y44')).toBe(false);
    expect(creditCodeCheckHolds('91351000M000100Y43')).toBe(false);
    expect(creditCodeCheckChar('91350100M000100YO')).toBeNull(); // O is not in the alphabet: no check character
    expect(creditCodeCheckHolds('91350100M00010OY43')).toBe(false);
  });

  it('writes 31 as 0, and leaves the older 15- and 20-character numbers alone', () => {
    // Σ mod 31 = 0 → 31 − 0 = 31 → "0": seventeen zeros sum to 0.
    expect(creditCodeCheckChar('00000000000000000')).toBe('0');
    expect(creditCodeCheckHolds('440301123456789')).toBe(true);
    expect(creditCodeCheckHolds('91350100m000100y43')).toBe(true);
  });
});
