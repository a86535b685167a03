/**
 * Mainland resident identity numbers (GB 11643-1999, "Citizen identification number"): 6 digits of the
 * address code, 8 of the birth date (YYYYMMDD), 3 of the sequence code and 1 check character computed
 * with ISO 7064 MOD 11-2. The paper award is paid in CNY with tax withheld, which needs it.
 */

/** Weight of position i (1-based from the left) is 2^(18-i) mod 11 (GB 11643-1999 §8.2, ISO 7064 MOD 11-2). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;

/** The check character for each value of (weighted sum mod 11), GB 11643-1999 §8.2; 10 is written X. */
const CHECK_CHARS = '10X98765432';

const SHAPE = /^[1-9]\d{16}[\dX]$/;

/** The check character (0-9 or X) of the first 17 digits of an ID number. */
export function idNumberCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError(`idNumberCheckChar needs 17 digits, got "${first17}"`);
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

/** True when `yyyymmdd` is a real calendar day (no 2023-02-29) from 1900 on and not after `latestIso` (YYYY-MM-DD). */
function isBirthDate(yyyymmdd: string, latestIso: string): boolean {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  const iso = `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
  return real && y >= 1900 && iso <= latestIso;
}

/**
 * True for an 18-character resident ID number whose check character matches and whose birth date is a
 * real day not after `latestIso`. A lower-case x is accepted as X (people type it so).
 */
export function isValidIdNumber(id: string, latestIso: string): boolean {
  const value = id.trim().toUpperCase();
  if (!SHAPE.test(value)) return false;
  return isBirthDate(value.slice(6, 14), latestIso) && idNumberCheckChar(value.slice(0, 17)) === value[17];
}
