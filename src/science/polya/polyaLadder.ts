import { ToolboxError } from '../errors.ts';
import { type Formula, addFormulas, scaleFormula } from '../formula/formula.ts';
import { type FormulaMasses, formulaMasses } from '../formula/formulaMasses.ts';
import { averageMass, monoisotopicMass } from '../formula/formulaMass.ts';
import { fragmentFormula } from '../mass/fragmentFormula.ts';
import { type Modification, residueFormula } from '../mass/residues.ts';

/** Longest tail the ladder lists, nt: IVT poly(A) tails are 60-150 nt, segmented ones up to a few hundred. */
export const MAX_TAIL_LENGTH = 1000;

/** One rung: the RNase T1 tail fragment with `tailLength` A. Masses in Da. */
export interface PolyaRung extends FormulaMasses {
  readonly tailLength: number;
  /** 5'->3': the nucleotides after the last G of the transcript, then the tail. */
  readonly fragment: string;
}

/** The ladder and the mass between rungs (one A residue), Da. */
export interface PolyaLadder {
  readonly rungs: readonly PolyaRung[];
  readonly spacingMonoisotopic: number;
  readonly spacingAverage: number;
}

/**
 * Checks the tail-length range: whole numbers, 1 <= min <= max <= `MAX_TAIL_LENGTH`.
 * @throws ToolboxError `tail_length_invalid`
 */
function assertTailRange(min: number, max: number): void {
  if (!(Number.isInteger(min) && Number.isInteger(max) && min >= 1 && max >= min && max <= MAX_TAIL_LENGTH)) {
    throw new ToolboxError('tail_length_invalid', `tail lengths must be whole numbers with 1 <= min <= max <= ${MAX_TAIL_LENGTH}, got ${min}-${max}`);
  }
}

/**
 * Expected masses of the poly(A) tail fragment of an RNase T1 digest, one per tail length (the LC-MS tail
 * assay of Beverly et al., "Poly A tail length analysis of in vitro transcribed mRNA by LC-MS", Anal
 * Bioanal Chem 2018). RNase T1 (Sato & Egami, J. Biochem. 1957) cuts 3' of every G, the phosphate staying
 * on the G (2',3'-cyclic, then 3'-phosphate), so the downstream fragment starts 5'-OH; the tail is the
 * mRNA's 3' end, 3'-OH. So the fragment is the nucleotides after the transcript's last G plus A x n,
 * 5'-OH, 3'-OH. A base modification applies to the whole fragment, tail included (a template-encoded tail
 * is transcribed from the same NTP mix).
 *
 * @param sequence - cleaned transcript up to where the tail starts (A C G U)
 * @throws ToolboxError `no_rnase_t1_site` (no G), `tail_length_invalid`, `ambiguous_base_in_sequence`
 */
export function polyaLadder(sequence: string, tailLengthMin: number, tailLengthMax: number, modification: Modification = 'none'): PolyaLadder {
  assertTailRange(tailLengthMin, tailLengthMax);
  const lastG = sequence.lastIndexOf('G');
  if (lastG === -1) throw new ToolboxError('no_rnase_t1_site', 'the sequence has no G: RNase T1 would not release the tail');
  const head = sequence.slice(lastG + 1);
  const residueA: Formula = residueFormula('A', modification);
  const shortest = fragmentFormula(head + 'A'.repeat(tailLengthMin), { fivePrime: 'OH', threePrime: 'OH', modification });
  const rungs: PolyaRung[] = [];
  for (let n = tailLengthMin; n <= tailLengthMax; n++) {
    const formula = addFormulas(shortest, scaleFormula(residueA, n - tailLengthMin));
    rungs.push({ tailLength: n, fragment: head + 'A'.repeat(n), ...formulaMasses(formula) });
  }
  return { rungs, spacingMonoisotopic: monoisotopicMass(residueA), spacingAverage: averageMass(residueA) };
}
