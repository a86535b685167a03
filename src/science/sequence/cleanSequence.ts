import type { BaseComposition } from './composition.ts';
import { fastScanSequence } from './fastScanSequence.ts';
import { scanSequence } from './scanSequence.ts';
import { containsT7Promoter } from './t7Promoter.ts';

/** How the bases were written: T only (DNA coding strand), U only or neither (RNA), or both (`mixed_T_U`). */
export type InputType = 'RNA' | 'DNA' | 'mixed_T_U';

/** Warning codes raised by clean-up (docs/toolbox-science.md "Warnings on input"). */
export type SequenceWarning = 'sequence_contains_T7_promoter' | 'sequence_mixes_T_and_U';

/** A sequence after clean-up (docs/toolbox-science.md "Input clean-up"). */
export interface CleanedSequence {
  /** Upper-case RNA letters (T turned into U), IUPAC ambiguity codes kept; position 1 = +1 of the mRNA. */
  readonly sequence: string;
  readonly inputType: InputType;
  /** Base counts over the whole cleaned sequence. */
  readonly composition: BaseComposition;
  readonly warnings: readonly SequenceWarning[];
}

/**
 * Cleans one sequence as typed or pasted (docs/toolbox-science.md "Input clean-up"): drops FASTA header (`>`) and
 * comment (`;`) lines, whitespace and digits; upper-cases; turns T into U. Error positions are 1-based
 * character positions in `text` as given (plus line and column), so the user can find them.
 * A fast native path handles ordinary input; anything unusual goes through the general scan.
 *
 * @param text - raw input, at most one FASTA record (single mode)
 * @throws ToolboxError `invalid_characters` (message lists each distinct character; details name the
 *   first one and its position), `multiple_sequences` (position of the second header), `empty_sequence`
 */
export function cleanSequence(text: string): CleanedSequence {
  const { sequence, counts } = fastScanSequence(text) ?? scanSequence(text);
  const { A, C, G, T, U } = counts;
  const composition: BaseComposition = { A, C, G, U: U + T, ambiguous: sequence.length - A - C - G - U - T };
  const warnings: SequenceWarning[] = [];
  if (containsT7Promoter(sequence)) warnings.push('sequence_contains_T7_promoter');
  if (T > 0 && U > 0) warnings.push('sequence_mixes_T_and_U');
  const inputType: InputType = T > 0 ? (U > 0 ? 'mixed_T_U' : 'DNA') : 'RNA';
  return { sequence, inputType, composition, warnings };
}
