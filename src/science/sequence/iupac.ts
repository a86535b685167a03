/**
 * IUPAC nucleotide codes (Nomenclature Committee of the IUB, "Nomenclature for incompletely specified
 * bases in nucleic acid sequences", Eur. J. Biochem. 150, 1-5 (1985)); docs/toolbox-science.md allows exactly
 * `ACGU RYSWKMBDHVN` (T before conversion to U).
 */
export const UNAMBIGUOUS_BASES = 'ACGU';
/** Ambiguity codes: they pass clean-up but have no complement base or mass of their own. */
export const AMBIGUOUS_BASES = 'RYSWKMBDHVN';

/** One mRNA base after clean-up: A, C, G, U or an ambiguity code. */
export type RnaBase = 'A' | 'C' | 'G' | 'U';

/** True for A, C, G, U (a character code of the cleaned, upper-case sequence). */
export function isUnambiguousCode(code: number): boolean {
  return code === 65 || code === 67 || code === 71 || code === 85;
}

/**
 * 1-based positions, within [start, end] (1-based, inclusive), of the ambiguous bases of a cleaned
 * sequence. Empty when every base there is A, C, G or U.
 */
export function ambiguousPositions(sequence: string, start = 1, end = sequence.length): number[] {
  const positions: number[] = [];
  for (let i = start - 1; i < end; i++) {
    if (!isUnambiguousCode(sequence.charCodeAt(i))) positions.push(i + 1);
  }
  return positions;
}
