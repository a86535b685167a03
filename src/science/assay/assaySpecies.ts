import { ToolboxError } from '../errors.ts';
import { type SaltAdduct, ADDUCT_DELTA } from '../ions/adducts.ts';
import { type Composition, addCompositions, compositionAverageMass, compositionFromFormula, compositionMonoisotopicMass, formatComposition } from '../isotopes/composition.ts';
import type { CapAnalog } from '../mass/capAnalogs.ts';
import type { ThreePrimeEnd } from '../mass/endGroups.ts';
import { type CustomCap, type FivePrimeCategory, type FivePrimeDefinition, type FivePrimeForm, assertCustomCap, fivePrimeDefinition } from '../mass/fivePrimeDefinition.ts';
import { chainFormula } from '../mass/fragmentFormula.ts';
import type { Modification } from '../mass/residues.ts';
import type { CappingMethod } from '../mass/species.ts';
import { countBases } from '../sequence/composition.ts';
import { ambiguousPositions } from '../sequence/iupac.ts';

/** Where RNase H cut relative to the intended position D: one short (n-1), on target (n), one long (n+1). */
export type CutOffset = -1 | 0 | 1;
const CUT_LABEL: Readonly<Record<CutOffset, string>> = { [-1]: 'n-1', 0: 'n', 1: 'n+1' };

/** What the assay can put in the spectrum, and how to call it. */
export interface AssaySpeciesOptions {
  /** Cleaned product, mRNA 1..D (A C G U). */
  readonly productSequence: string;
  /** Cleaned nt D+1 (A C G U), when known: without it there is no n+1 species. */
  readonly nextBase?: string | null;
  readonly cappingMethod: CappingMethod;
  readonly capAnalog?: CapAnalog | null;
  /** A user-defined cap, listed beside the method's caps (co-transcriptional: instead of an analog). */
  readonly customCap?: CustomCap | null;
  readonly modification: Modification;
  readonly threePrime: ThreePrimeEnd;
  readonly includeCap2?: boolean;
  /** Salt adducts to list beside every plain species. */
  readonly adducts?: readonly SaltAdduct[];
  /** List the n-1 and (with `nextBase`) n+1 cut products too. */
  readonly cutVariants?: boolean;
}

/** One species of the assay: a 5' form, a cut, an adduct. Masses of the neutral molecule, Da. */
export interface AssaySpecies {
  /** "Cap1 n", "pp n+1", "GpppN n +K": 5' form id, cut, adduct. */
  readonly label: string;
  readonly fivePrime: string;
  readonly category: FivePrimeCategory;
  /** Counts as Cap1 (see `FivePrimeDefinition.cap1`). */
  readonly cap1: boolean;
  readonly cut: CutOffset;
  readonly adduct: SaltAdduct | null;
  readonly composition: Composition;
  readonly formulaText: string;
  readonly monoisotopic: number;
  readonly average: number;
}

/**
 * Checks and cleans nt D+1: one of A C G U (T read as U, either case).
 * @throws ToolboxError `next_base_invalid`
 */
export function cleanNextBase(text: string): string {
  const base = text.trim().toUpperCase().replace('T', 'U');
  if (!/^[ACGU]$/.test(base)) throw new ToolboxError('next_base_invalid', `next base must be one of A, C, G, U (or T), got "${text}"`);
  return base;
}

/**
 * The 5' forms the assay can show, in display order: the uncapped forms (OH, p, pp, ppp: phosphatase
 * and pyrophosphatase products, and the 5'-ppp of IVT), then the method's caps (enzymatic: GpppN, Cap0,
 * Cap1, Cap2 on request; co-transcriptional: the analog), then a custom cap.
 * @throws ToolboxError `cap_analog_missing`, `custom_cap_invalid`
 */
export function assayFivePrimeForms(options: AssaySpeciesOptions): FivePrimeDefinition[] {
  const forms: (FivePrimeForm | CustomCap)[] = ['OH', 'p', 'pp', 'ppp'];
  if (options.cappingMethod === 'enzymatic') forms.push('GpppN', 'Cap0', 'Cap1', ...(options.includeCap2 ? (['Cap2'] as const) : []));
  else if (options.capAnalog) forms.push(options.capAnalog);
  else if (!options.customCap) throw new ToolboxError('cap_analog_missing', 'co-transcriptional capping needs a cap analog (or a custom cap)');
  if (options.customCap) {
    assertCustomCap(options.customCap);
    forms.push(options.customCap);
  }
  return forms.map(fivePrimeDefinition);
}

function speciesOf(chain: string, end: FivePrimeDefinition, cut: CutOffset, adduct: SaltAdduct | null, options: AssaySpeciesOptions): AssaySpecies {
  const neutral = compositionFromFormula(chainFormula(chain, end, options.threePrime, options.modification));
  const c = adduct ? addCompositions(neutral, ADDUCT_DELTA[adduct]) : neutral;
  return {
    label: `${end.id} ${CUT_LABEL[cut]}${adduct ? ` +${adduct}` : ''}`,
    fivePrime: end.id,
    category: end.category,
    cap1: end.cap1,
    cut,
    adduct,
    composition: c,
    formulaText: formatComposition(c),
    monoisotopic: compositionMonoisotopicMass(c),
    average: compositionAverageMass(c),
  };
}

/**
 * Every species the assay can produce for this product: each 5' form of `assayFivePrimeForms` on the
 * product (n), and with `cutVariants` on mRNA 1..D-1 (n-1) and 1..D+1 (n+1, needs `nextBase`); each
 * plain and with every adduct. Order: n, n-1, n+1; within a cut, plain then each adduct; within those,
 * the 5' forms in display order. A cut variant too short for a 5' form (Cap2 on one nucleotide, an analog
 * longer than the chain) is left out; on the product itself that is an error.
 *
 * @throws ToolboxError `empty_sequence`, `ambiguous_base_in_product`, `cap_start_mismatch`,
 *   `cap2_needs_two_nucleotides`, `cap_analog_missing`, `custom_cap_invalid`, `next_base_invalid`
 */
export function assaySpecies(options: AssaySpeciesOptions): AssaySpecies[] {
  const product = options.productSequence;
  if (product.length === 0) throw new ToolboxError('empty_sequence', 'the product has no nucleotides');
  if (countBases(product).ambiguous > 0) {
    const positions = ambiguousPositions(product);
    throw new ToolboxError('ambiguous_base_in_product', `ambiguous base(s) at product position(s) [${positions.join(', ')}]: no exact mass`, { positions });
  }
  const forms = assayFivePrimeForms(options);
  const nextBase = options.nextBase ? cleanNextBase(options.nextBase) : null;
  const chains: [CutOffset, string][] = [[0, product]];
  if (options.cutVariants) {
    if (product.length > 1) chains.push([-1, product.slice(0, -1)]);
    if (nextBase) chains.push([1, product + nextBase]);
  }
  const adducts: (SaltAdduct | null)[] = [null, ...(options.adducts ?? [])];
  const list: AssaySpecies[] = [];
  for (const [cut, chain] of chains) {
    for (const adduct of adducts) {
      for (const end of forms) {
        const fits = chain.length >= end.minLength && chain.startsWith(end.requiredStart);
        if (cut !== 0 && !fits) continue;
        list.push(speciesOf(chain, end, cut, adduct, options));
      }
    }
  }
  return list;
}
