import { ToolboxError } from '../errors.ts';
import { type Formula, addFormulas, scaleFormula } from '../formula/formula.ts';
import { type BaseComposition, countBases } from '../sequence/composition.ts';
import { ambiguousPositions } from '../sequence/iupac.ts';
import { CAP_ANALOG, type CapAnalog } from './capAnalogs.ts';
import { THREE_PRIME_INCREMENT, type ThreePrimeEnd } from './endGroups.ts';
import { type CustomCap, type FivePrimeDefinition, type FivePrimeForm, assertFivePrimeFits, fivePrimeDefinition } from './fivePrimeDefinition.ts';
import { type Modification, WATER, residueFormula } from './residues.ts';

export type { FivePrimeForm } from './fivePrimeDefinition.ts';

/** Ends and modification of a linear RNA fragment. */
export interface FragmentEnds {
  readonly fivePrime: FivePrimeForm | CustomCap;
  readonly threePrime: ThreePrimeEnd;
  readonly modification: Modification;
}

/** Formula added at the 5' end (relative to the 5'-monophosphate chain). */
export function fivePrimeIncrement(fivePrime: FivePrimeForm | CustomCap): Formula {
  return fivePrimeDefinition(fivePrime).increment;
}

/** Sum of residues for base counts, with `modification` replacing its parent base. */
function residueSum(counts: BaseComposition, modification: Modification): Formula {
  return addFormulas(
    scaleFormula(residueFormula('A', modification), counts.A),
    scaleFormula(residueFormula('C', modification), counts.C),
    scaleFormula(residueFormula('G', modification), counts.G),
    scaleFormula(residueFormula('U', modification), counts.U),
  );
}

/**
 * Checks that a transcript starts with the nucleotides its cap analog supplies.
 * @throws ToolboxError `cap_start_mismatch`
 */
export function assertCapStart(sequence: string, analog: CapAnalog): void {
  const start = CAP_ANALOG[analog].start;
  if (!sequence.startsWith(start)) {
    throw new ToolboxError('cap_start_mismatch', `${analog} requires the transcript to start with ${start}`);
  }
}

/**
 * Element formula of a linear RNA with a resolved 5' end (see `fragmentFormula`): sum of residues + H2O
 * + 5' increment + 3' increment, the cap's own leading nucleotides canonical.
 * @throws ToolboxError as `fragmentFormula`
 */
export function chainFormula(
  sequence: string,
  fivePrime: FivePrimeDefinition,
  threePrime: ThreePrimeEnd,
  modification: Modification,
  counts: BaseComposition = countBases(sequence),
): Formula {
  if (sequence.length === 0) throw new ToolboxError('empty_sequence', 'the fragment has no nucleotides');
  if (counts.ambiguous > 0) {
    const positions = ambiguousPositions(sequence).slice(0, 10);
    throw new ToolboxError(
      'ambiguous_base_in_sequence',
      `${counts.ambiguous} ambiguous base(s), first at position(s) [${positions.join(', ')}]: an exact mass needs A, C, G, U only`,
      { positions },
    );
  }
  assertFivePrimeFits(sequence, fivePrime);
  const canonical = countBases(sequence, 1, fivePrime.canonicalLeading);
  const modified: BaseComposition = { A: counts.A - canonical.A, C: counts.C - canonical.C, G: counts.G - canonical.G, U: counts.U - canonical.U, ambiguous: 0 };
  return addFormulas(residueSum(modified, modification), residueSum(canonical, 'none'), WATER, fivePrime.increment, THREE_PRIME_INCREMENT[threePrime]);
}

/**
 * Element formula of a linear RNA (docs/toolbox-science.md "Masses"): M = sum of residues + H2O + d5' + d3' (+ cap),
 * `modification` replacing its parent base everywhere except the nucleotides supplied by a cap analog
 * (they stay canonical); an uncapped transcript carries the modification at position 1 too.
 *
 * @param sequence - cleaned sequence, 5'->3', A C G U only
 * @param counts - its base counts when already known (e.g. from `cleanSequence`), to skip a pass
 * @throws ToolboxError `empty_sequence`, `ambiguous_base_in_sequence` (first ten positions in details),
 *   `cap_start_mismatch`, `cap2_needs_two_nucleotides` (Cap2 on one nucleotide), `custom_cap_invalid`
 */
export function fragmentFormula(sequence: string, ends: FragmentEnds, counts: BaseComposition = countBases(sequence)): Formula {
  return chainFormula(sequence, fivePrimeDefinition(ends.fivePrime), ends.threePrime, ends.modification, counts);
}
