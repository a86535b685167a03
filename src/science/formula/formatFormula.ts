import { ELEMENTS, type Formula, formula } from './formula.ts';

/**
 * Hill-order text of a formula, as the vectors print it: "C93H119N37O56P8". Elements with count 0 are
 * left out, a count of 1 is written without the digit ("CH2"); a negative count (only in increments such
 * as 5'-OH = -HPO3) is written with its sign ("H-1O-3P-1").
 */
export function formatFormula(f: Formula): string {
  let text = '';
  for (const element of ELEMENTS) {
    const count = f[element];
    if (count === 0) continue;
    text += count === 1 ? element : `${element}${count}`;
  }
  return text;
}

/**
 * Reads a formula text over C, H, N, O, P ("C10H12N5O6P", "CH2", "H-1O-3P-1"); repeated elements add up.
 * Throws a plain Error on anything else (it is used for tables and tests, not for user input).
 */
export function parseFormula(text: string): Formula {
  const counts = { C: 0, H: 0, N: 0, O: 0, P: 0 };
  const token = /([CHNOP])(-?\d*)/gy;
  let consumed = 0;
  for (let m = token.exec(text); m !== null && m[0] !== ''; m = token.exec(text)) {
    const element = m[1] as keyof typeof counts;
    const digits = m[2] ?? '';
    counts[element] += digits === '' ? 1 : digits === '-' ? -1 : Number(digits);
    consumed = token.lastIndex;
  }
  if (consumed !== text.length) throw new Error(`not a CHNOP formula: ${text}`);
  return formula(counts);
}
