/**
 * The check character of the 18-character unified social credit code (统一社会信用代码), GB 32100-2015 §5 and
 * Annex B: the code's alphabet is the 31 characters 0-9 and A-Y without I, O, Z, S, V, each worth its index;
 * position i (1-based, of the first 17) weighs 3^(i−1) mod 31; the check character is worth 31 − (Σ mod 31),
 * with 31 written as 0. A wrong check character is a warning the buyer may confirm, not a refusal: some codes
 * issued in the pilot regions before the standard fail it (issue #30).
 */

/** GB 32100-2015 Table B.1: the code characters and their values (index). */
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** 3^(i−1) mod 31 for i = 1..17 (GB 32100-2015 Annex B, the weighting factors). */
export const CREDIT_CODE_WEIGHTS: readonly number[] = Array.from({ length: 17 }, (_, i) => {
  let w = 1;
  for (let n = 0; n < i; n++) w = (w * 3) % 31;
  return w;
});

/** The check character the first 17 characters call for, or null when one of them is outside the alphabet. */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CREDIT_CODE_ALPHABET.indexOf(first17[i]!);
    if (value < 0) return null;
    sum += value * CREDIT_CODE_WEIGHTS[i]!;
  }
  const check = 31 - (sum % 31);
  return CREDIT_CODE_ALPHABET[check === 31 ? 0 : check]!;
}

/**
 * Whether an 18-character code's last character is the one its first 17 call for. Other lengths (the older 15- and
 * 20-character taxpayer numbers) have no such check: answered `true`, as nothing is wrong with them.
 */
export function creditCodeCheckHolds(code: string): boolean {
  const c = code.trim().toUpperCase();
  if (c.length !== 18) return true;
  return creditCodeCheckChar(c.slice(0, 17)) === c[17];
}
