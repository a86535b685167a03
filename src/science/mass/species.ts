import { ToolboxError } from '../errors.ts';
import type { Formula } from '../formula/formula.ts';
import { type FormulaMasses, formulaMasses } from '../formula/formulaMasses.ts';
import { type BaseComposition, countBases } from '../sequence/composition.ts';
import { ambiguousPositions } from '../sequence/iupac.ts';
import { CAP_ANALOG, type CapAnalog } from './capAnalogs.ts';
import { type EnzymaticCap, SPECIES_LABEL, type ThreePrimeEnd } from './endGroups.ts';
import { type FivePrimeForm, fragmentFormula } from './fragmentFormula.ts';
import type { Modification } from './residues.ts';

/** How the mRNA was capped (docs/toolbox-science.md identifiers). */
export const CAPPING_METHODS = ['enzymatic', 'co-transcriptional'] as const;
export type CappingMethod = (typeof CAPPING_METHODS)[number];

/** Identifier of a product species: uncapped forms, enzymatic caps, or the analog-capped product. */
export type SpeciesId = 'ppp' | 'pp' | EnzymaticCap | CapAnalog;

/** One expected LC-MS species of the digestion product. Masses in Da (neutral molecule). */
export interface Species extends FormulaMasses {
  readonly id: SpeciesId;
  readonly label: string;
}

/** Options of `productSpecies`. */
export interface SpeciesOptions {
  readonly cappingMethod: CappingMethod;
  /** Required for co-transcriptional capping, ignored for enzymatic. */
  readonly capAnalog?: CapAnalog | null;
  readonly modification: Modification;
  readonly threePrime: ThreePrimeEnd;
  /** Enzymatic only: add Cap2 (m7GpppNmNm) to the list (docs/toolbox-science.md: "Cap2 optional"). */
  readonly includeCap2?: boolean;
}

/** A species from its formula: masses computed from the formula, never from rounded residues. */
export function speciesFromFormula(id: SpeciesId, label: string, formula: Formula): Species {
  return { id, label, ...formulaMasses(formula) };
}

function species(id: SpeciesId, label: string, sequence: string, counts: BaseComposition, fivePrime: FivePrimeForm, options: SpeciesOptions): Species {
  const formula = fragmentFormula(sequence, { fivePrime, threePrime: options.threePrime, modification: options.modification }, counts);
  return speciesFromFormula(id, label, formula);
}

/**
 * The species an LC-MS run of the RNase H product can show, per capping method (docs/toolbox-science.md "Species per
 * capping method"): enzymatic -> 5'-ppp, 5'-pp, GpppN, Cap0, Cap1 (Cap2 on request); co-transcriptional
 * -> 5'-ppp (as transcribed, modified at position 1 too) and the analog-capped product (the analog's own
 * nucleotides canonical).
 *
 * @param productSequence - cleaned product, 5'->3' (mRNA 1..D)
 * @throws ToolboxError `ambiguous_base_in_product`, `cap_analog_missing`, `cap_start_mismatch`
 */
export function productSpecies(productSequence: string, options: SpeciesOptions): Species[] {
  const counts = countBases(productSequence);
  if (counts.ambiguous > 0) {
    const ambiguous = ambiguousPositions(productSequence);
    throw new ToolboxError('ambiguous_base_in_product', `ambiguous base(s) at product position(s) [${ambiguous.join(', ')}]: no exact mass`, {
      positions: ambiguous,
    });
  }
  const list: Species[] = [species('ppp', SPECIES_LABEL.ppp, productSequence, counts, 'ppp', options)];
  if (options.cappingMethod === 'co-transcriptional') {
    const analog = options.capAnalog;
    if (!analog) throw new ToolboxError('cap_analog_missing', 'co-transcriptional capping needs a cap analog');
    list.push(species(analog, CAP_ANALOG[analog].label, productSequence, counts, analog, options));
    return list;
  }
  const enzymatic: EnzymaticCap[] = options.includeCap2 ? ['GpppN', 'Cap0', 'Cap1', 'Cap2'] : ['GpppN', 'Cap0', 'Cap1'];
  list.push(species('pp', SPECIES_LABEL.pp, productSequence, counts, 'pp', options));
  for (const cap of enzymatic) list.push(species(cap, SPECIES_LABEL[cap], productSequence, counts, cap, options));
  return list;
}
