import { ToolboxError } from '../errors.ts';
import { type Formula, addFormulas, scaleFormula } from '../formula/formula.ts';
import { type BaseComposition, countBases } from '../sequence/composition.ts';
import { ambiguousPositions } from '../sequence/iupac.ts';
import { CAP_ANALOG, type CapAnalog, isCapAnalog } from './capAnalogs.ts';
import {
  CAP_INCREMENT,
  ENZYMATIC_CAPS,
  type EnzymaticCap,
  FIVE_PRIME_INCREMENT,
  type FivePrimePhosphate,
  THREE_PRIME_INCREMENT,
  type ThreePrimeEnd,
} from './endGroups.ts';
import { type Modification, WATER, residueFormula } from './residues.ts';

/** Any 5' end: a phosphorylation state, an enzymatic cap, or a co-transcriptional cap analog. */
export type FivePrimeForm = FivePrimePhosphate | EnzymaticCap | CapAnalog;

/** Ends and modification of a linear RNA fragment. */
export interface FragmentEnds {
  readonly fivePrime: FivePrimeForm;
  readonly threePrime: ThreePrimeEnd;
  readonly modification: Modification;
}

/** Formula added at the 5' end (relative to the 5'-monophosphate chain). */
export function fivePrimeIncrement(fivePrime: FivePrimeForm): Formula {
  if (isCapAnalog(fivePrime)) return addFormulas(FIVE_PRIME_INCREMENT.ppp, CAP_ANALOG[fivePrime].increment);
  if ((ENZYMATIC_CAPS as readonly string[]).includes(fivePrime)) {
    return addFormulas(FIVE_PRIME_INCREMENT.ppp, CAP_INCREMENT[fivePrime as EnzymaticCap]);
  }
  return FIVE_PRIME_INCREMENT[fivePrime as FivePrimePhosphate];
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

/** Formula of a linear RNA from unambiguous base counts; `canonicalStart` counts stay unmodified. */
function formulaFromCounts(counts: BaseComposition, ends: FragmentEnds, canonicalStart: BaseComposition): Formula {
  const modified: BaseComposition = {
    A: counts.A - canonicalStart.A,
    C: counts.C - canonicalStart.C,
    G: counts.G - canonicalStart.G,
    U: counts.U - canonicalStart.U,
    ambiguous: 0,
  };
  return addFormulas(
    residueSum(modified, ends.modification),
    residueSum(canonicalStart, 'none'),
    WATER,
    fivePrimeIncrement(ends.fivePrime),
    THREE_PRIME_INCREMENT[ends.threePrime],
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

const NO_BASES: BaseComposition = { A: 0, C: 0, G: 0, U: 0, ambiguous: 0 };

/**
 * Element formula of a linear RNA (docs/toolbox-science.md "Masses"): M = sum of residues + H2O + d5' + d3' (+ cap),
 * `modification` replacing its parent base everywhere except the nucleotides supplied by a cap analog
 * (they stay canonical); an uncapped transcript carries the modification at position 1 too.
 *
 * @param sequence - cleaned sequence, 5'->3', A C G U only
 * @param counts - its base counts when already known (e.g. from `cleanSequence`), to skip a pass
 * @throws ToolboxError `empty_sequence`, `ambiguous_base_in_sequence` (first ten positions in details),
 *   `cap_start_mismatch`
 */
export function fragmentFormula(sequence: string, ends: FragmentEnds, counts: BaseComposition = countBases(sequence)): Formula {
  if (sequence.length === 0) throw new ToolboxError('empty_sequence', 'the fragment has no nucleotides');
  if (counts.ambiguous > 0) {
    const positions = ambiguousPositions(sequence).slice(0, 10);
    throw new ToolboxError(
      'ambiguous_base_in_sequence',
      `${counts.ambiguous} ambiguous base(s), first at position(s) [${positions.join(', ')}]: an exact mass needs A, C, G, U only`,
      { positions },
    );
  }
  let canonicalStart = NO_BASES;
  if (isCapAnalog(ends.fivePrime)) {
    assertCapStart(sequence, ends.fivePrime);
    canonicalStart = countBases(sequence, 1, CAP_ANALOG[ends.fivePrime].start.length);
  }
  return formulaFromCounts(counts, ends, canonicalStart);
}
