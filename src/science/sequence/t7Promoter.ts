/**
 * T7 class III promoter, -17..-1 (coding strand), in the RNA alphabet used after clean-up.
 * Source: docs/toolbox-science.md ("TAATACGACTCACTATA"); Dunn & Studier, J. Mol. Biol. 166, 477 (1983) consensus.
 * Transcription starts at the G right after it, so a sequence that contains it does not start at +1.
 */
export const T7_PROMOTER_RNA = 'UAAUACGACUCACUAUA';

/** True when the cleaned (T->U) sequence contains the T7 promoter. */
export function containsT7Promoter(cleanedSequence: string): boolean {
  return cleanedSequence.includes(T7_PROMOTER_RNA);
}
