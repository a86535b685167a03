import { ToolboxError } from '../errors.ts';
import { type FormulaMasses, formulaMasses } from '../formula/formulaMasses.ts';
import { type CleanedSequence, type InputType, type SequenceWarning, cleanSequence } from '../sequence/cleanSequence.ts';
import { countBases } from '../sequence/composition.ts';
import { ambiguousPositions } from '../sequence/iupac.ts';
import { type GcClass, gcClass } from './gcClass.ts';
import { probeChain } from './probeChain.ts';
import { type ProbeWarning, probeWarnings } from './probeWarnings.ts';

/** Inputs of probe design. All 1-based mRNA coordinates or lengths in nt (docs/toolbox-science.md). */
export interface ProbeParams {
  /** S: first mRNA position the probe covers. */
  readonly probeStart: number;
  /** L: probe length, nt. */
  readonly probeLength: number;
  /** D: mRNA position of the product's 3'-terminal nucleotide; RNase H cuts between D and D+1. */
  readonly digestionPosition: number;
  /** h: DNA gap length, nt; the gap pairs with mRNA D-h+1..D. */
  readonly hybridLength: number;
}

/** A designed probe and the digestion product it gives. Ranges are 1-based, inclusive [first, last]. */
export interface ProbeDesign {
  readonly sequenceLength: number;
  readonly inputType: InputType;
  /** mRNA S..S+L-1, and its sequence. */
  readonly targetRegion: readonly [number, number];
  readonly targetSequence: string;
  /** Probe 5'->3' (T at DNA, U at 2'-OMe positions), mask (M/D) and annotated form. */
  readonly probeSequence: string;
  readonly probeMask: string;
  readonly probeAnnotated: string;
  /** Probe positions (1-based, 5'->3') of the DNA gap. */
  readonly probeDnaPositions: readonly [number, number];
  /** mRNA positions paired with the DNA gap: D-h+1..D. */
  readonly hybridRegion: readonly [number, number];
  /** 2'-OMe wing at the probe's 5' end (pairs downstream of the cut): S+L-1-D residues. */
  readonly omeFlank5prime: number;
  /** 2'-OMe wing at the probe's 3' end (pairs upstream of the gap): D-h-S+1 residues. */
  readonly omeFlank3prime: number;
  /** Untagged probe (5'-OH, 3'-OH): formula and masses in Da. */
  readonly probe: FormulaMasses;
  readonly gcCount: number;
  /** 100 x (G+C) / L over the target window, %. */
  readonly gcPercent: number;
  readonly gcClass: GcClass;
  /** RNase H cuts between these mRNA positions: [D, D+1]. */
  readonly cleavageBetween: readonly [number, number];
  /** mRNA 1..D, 3'-OH. */
  readonly productSequence: string;
  readonly productLength: number;
  readonly product3primeBase: string;
  /** Guidance warnings, then the input warnings of clean-up. */
  readonly warnings: readonly (ProbeWarning | SequenceWarning)[];
}

function assertWholeNumbers(params: ProbeParams): void {
  const { probeStart, probeLength, digestionPosition, hybridLength } = params;
  if (!(Number.isInteger(probeStart) && Number.isInteger(probeLength) && Number.isInteger(digestionPosition) && Number.isInteger(hybridLength))) {
    throw new ToolboxError('invalid_input', `probe start, probe length, digestion position and hybrid length must be whole numbers`);
  }
}

/**
 * Designs the 2'-O-methyl RNA / DNA chimeric probe for the RNase H assay (Inoue et al., FEBS Lett 1987:
 * RNase H cuts the RNA opposite the DNA gap at the 3' end of the RNA:DNA hybrid; US 2024/0263217 A1
 * claim 1: a hybrid over nt 2-5 releases nt 1-5) and the 5' product it releases.
 *
 * @param input - raw single-record text, or a sequence already cleaned by `cleanSequence`
 * @throws ToolboxError clean-up errors; `probe_out_of_range` (S < 1, L < 1 or S+L-1 beyond the
 *   sequence), `hybrid_length_invalid` (h < 1 or h > L), `gap_outside_probe`,
 *   `ambiguous_base_in_probe_region` (positions in details)
 */
export function designProbe(input: string | CleanedSequence, params: ProbeParams): ProbeDesign {
  const cleaned = typeof input === 'string' ? cleanSequence(input) : input;
  assertWholeNumbers(params);
  const { probeStart: S, probeLength: L, digestionPosition: D, hybridLength: h } = params;
  const mrna = cleaned.sequence;
  const n = mrna.length;
  const end = S + L - 1;
  if (S < 1 || L < 1 || end > n) {
    throw new ToolboxError('probe_out_of_range', `probe window ${S}..${end} not inside the sequence 1..${n}`);
  }
  if (h < 1 || h > L) throw new ToolboxError('hybrid_length_invalid', `hybrid length ${h} must be 1..${L} (the probe length)`);
  const gapStart = D - h + 1;
  if (gapStart < S || D > end) {
    throw new ToolboxError('gap_outside_probe', `DNA hybrid ${gapStart}..${D} not inside probe window ${S}..${end}`);
  }
  const anyAmbiguous = cleaned.composition.ambiguous > 0; // skip the scans for the usual A/C/G/U-only mRNA
  const ambiguous = anyAmbiguous ? ambiguousPositions(mrna, S, end) : [];
  if (ambiguous.length > 0) {
    throw new ToolboxError('ambiguous_base_in_probe_region', `ambiguous base(s) at mRNA position(s) [${ambiguous.join(', ')}] inside probe window`, {
      positions: ambiguous,
    });
  }

  const chain = probeChain(mrna, S, end, gapStart, D);
  const window = countBases(mrna, S, end);
  const gcCount = window.G + window.C;
  const gc = gcClass(gcCount, L);
  const productSequence = mrna.slice(0, D);
  const product3primeBase = mrna.charAt(D - 1);
  const omeFlank5prime = end - D;
  const omeFlank3prime = gapStart - S;
  const warnings = probeWarnings({
    probeStart: S,
    probeLength: L,
    hybridLength: h,
    productLength: D,
    product3primeBase,
    nextBase: mrna.charAt(D),
    productHasAmbiguousBase: anyAmbiguous && ambiguousPositions(mrna, 1, D).length > 0,
    gcClass: gc,
    omeFlank5prime,
    omeFlank3prime,
  });
  return {
    sequenceLength: n,
    inputType: cleaned.inputType,
    targetRegion: [S, end],
    targetSequence: mrna.slice(S - 1, end),
    probeSequence: chain.sequence,
    probeMask: chain.mask,
    probeAnnotated: chain.annotated,
    probeDnaPositions: [end + 1 - D, end + 1 - gapStart],
    hybridRegion: [gapStart, D],
    omeFlank5prime,
    omeFlank3prime,
    probe: formulaMasses(chain.formula),
    gcCount,
    gcPercent: (100 * gcCount) / L,
    gcClass: gc,
    cleavageBetween: [D, D + 1],
    productSequence,
    productLength: D,
    product3primeBase,
    warnings: [...warnings, ...cleaned.warnings],
  };
}
