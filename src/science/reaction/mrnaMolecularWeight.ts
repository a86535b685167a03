import { ToolboxError } from '../errors.ts';
import { mrnaMass } from '../mass/mrnaMass.ts';
import type { Modification } from '../mass/residues.ts';
import type { CleanedSequence } from '../sequence/cleanSequence.ts';

/** Where an mRNA molecular weight came from. */
export type MwBasis = 'sequence' | 'length';

/** Molecular weight of the mRNA in g/mol, and its basis. */
export interface MrnaMolecularWeight {
  readonly mwGPerMol: number;
  readonly basis: MwBasis;
}

/**
 * Average-mass increment per modified residue, g/mol (docs/toolbox-science.md "dmod"): CH2 = 14.027 (m1ψ, 5mC, m6A),
 * OCH2 = 30.026 (5moU), ψ isomeric with U. From IUPAC 2021 weights: C 12.011 + 2 H 1.008 (+ O 15.999).
 */
const DMOD: Readonly<Record<Modification, number>> = { none: 0, psi: 0, m1psi: 14.027, '5moU': 30.026, '5mC': 14.027, m6A: 14.027 };

/**
 * ssRNA MW from the length alone: L x (320.5 + 0.25 dmod) + 159 g/mol. 320.5 g/mol is the mean residue
 * of ssRNA and 159 the 5'-triphosphate (Thermo Fisher "DNA and RNA molecular weights and conversions":
 * MW = N x 320.5 + 159.0); 0.25 because one base in four is the modified one (docs/toolbox-science.md).
 *
 * @param lengthNt - mRNA length, nt (a whole number >= 1: a chain has no half nucleotides)
 * @throws ToolboxError `mrna_length_invalid`
 */
export function mrnaMwFromLength(lengthNt: number, modification: Modification): number {
  if (!(Number.isInteger(lengthNt) && lengthNt >= 1)) {
    throw new ToolboxError('mrna_length_invalid', 'mRNA length must be a whole number >= 1');
  }
  return lengthNt * (320.5 + 0.25 * DMOD[modification]) + 159;
}

/**
 * MW for the reaction system: the exact average mass of the full sequence (5'-ppp, 3'-OH, modification
 * applied) when it is given, else the length formula (docs/toolbox-science.md "Reaction system").
 * A length given beside the sequence must be a whole number >= 1 and agree with it: a silent choice
 * between two different answers would hide a pasting mistake.
 * @throws ToolboxError `mrna_length_invalid`, `mrna_length_conflicts_with_sequence`, `ambiguous_base_in_sequence`
 */
export function mrnaMolecularWeight(source: { sequence?: CleanedSequence; lengthNt?: number }, modification: Modification): MrnaMolecularWeight {
  if (source.sequence) {
    const { lengthNt } = source;
    if (lengthNt !== undefined) {
      if (!(Number.isInteger(lengthNt) && lengthNt >= 1)) throw new ToolboxError('mrna_length_invalid', 'mRNA length must be a whole number >= 1');
      if (lengthNt !== source.sequence.sequence.length) {
        throw new ToolboxError(
          'mrna_length_conflicts_with_sequence',
          `mRNA length ${lengthNt} nt conflicts with the sequence (${source.sequence.sequence.length} nt)`,
        );
      }
    }
    return { mwGPerMol: mrnaMass(source.sequence, modification).average, basis: 'sequence' };
  }
  return { mwGPerMol: mrnaMwFromLength(source.lengthNt ?? Number.NaN, modification), basis: 'length' };
}
