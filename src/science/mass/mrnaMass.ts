import { type FormulaMasses, formulaMasses } from '../formula/formulaMasses.ts';
import type { CleanedSequence } from '../sequence/cleanSequence.ts';
import type { ThreePrimeEnd } from './endGroups.ts';
import { type FivePrimeForm, fragmentFormula } from './fragmentFormula.ts';
import type { Modification } from './residues.ts';

/**
 * Exact formula and masses (Da) of a whole cleaned mRNA, from the composition counted during clean-up
 * (no second pass over the bases). Default ends: 5'-ppp, 3'-OH, the form whose average mass is the
 * reaction-system MW (docs/toolbox-science.md "Reaction system").
 * @throws ToolboxError `ambiguous_base_in_sequence`, `cap_start_mismatch`
 */
export function mrnaMass(
  cleaned: CleanedSequence,
  modification: Modification,
  fivePrime: FivePrimeForm = 'ppp',
  threePrime: ThreePrimeEnd = 'OH',
): FormulaMasses {
  return formulaMasses(fragmentFormula(cleaned.sequence, { fivePrime, threePrime, modification }, cleaned.composition));
}
