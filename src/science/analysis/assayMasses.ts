import { type AssaySpecies, type CutOffset, assaySpecies, cleanNextBase } from '../assay/assaySpecies.ts';
import { speciesOverlaps } from '../assay/speciesOverlaps.ts';
import { ToolboxError } from '../errors.ts';
import { parseFormula } from '../formula/formatFormula.ts';
import { type IonAdduct, type SaltAdduct, ionNotation } from '../ions/adducts.ts';
import { DEFAULT_SCAN_RANGE, assertScanRange } from '../ions/chargeStates.ts';
import { ionLadder } from '../ions/ionLadder.ts';
import { isotopeDistribution } from '../isotopes/isotopeDistribution.ts';
import type { CapAnalog } from '../mass/capAnalogs.ts';
import type { ThreePrimeEnd } from '../mass/endGroups.ts';
import type { CustomCap } from '../mass/fivePrimeDefinition.ts';
import { PROTON_MASS } from '../mass/mz.ts';
import type { Modification } from '../mass/residues.ts';
import type { CappingMethod } from '../mass/species.ts';

/** A user-defined cap as typed on the page: its formula still text (checked here, in the worker). */
export interface CustomCapInput {
  readonly id: string;
  readonly formula: string;
  readonly leadingNucleotides: number;
  readonly cap1: boolean;
}

/** What the product-masses view lists and how (every field has a page control). */
export interface MassSettings {
  /** 5' form ids to list (OH p pp ppp GpppN Cap0 Cap1 Cap2); the analog and a custom cap are always listed. */
  readonly fivePrimeForms: readonly string[];
  readonly threePrime: ThreePrimeEnd;
  /** nt D+1 as typed; null: taken from the sequence when it goes on past the cut. */
  readonly nextBase: string | null;
  /** List the n-1 and (with a next base) n+1 cut products. */
  readonly cutVariants: boolean;
  readonly adducts: readonly SaltAdduct[];
  readonly customCap: CustomCapInput | null;
  /** Scan range (Th) that picks the charge states when none are given. */
  readonly mzMin: number;
  readonly mzMax: number;
  /** Two species closer than this (monoisotopic masses) are flagged. */
  readonly tolerancePpm: number;
}

/** One negative-mode ion of a plain species, m/z in Th. */
export interface AssayIonView {
  readonly charge: number;
  readonly adduct: IonAdduct;
  /** "[M-6H]6-", "[M-7H+Na]6-". */
  readonly notation: string;
  readonly mzMono: number;
  readonly mzMostAbundant: number;
  readonly mzAverage: number;
}

/** One species of the assay as the page shows it; neutral masses in Da. */
export interface AssaySpeciesView {
  /** The core's label: "Cap1 n", "pp n+1", "GpppN n +K". */
  readonly label: string;
  readonly fivePrime: string;
  readonly cut: CutOffset;
  readonly adduct: SaltAdduct | null;
  readonly formula: string;
  readonly monoDa: number;
  readonly mostAbundantDa: number;
  readonly avgDa: number;
  /** Ions per charge (plain [M-zH]z-, then each adduct); empty for an adduct species (its ions are its parent's). */
  readonly ions: readonly AssayIonView[];
}

/** The masses view: species, the charges their ions are listed at, and the pairs that cannot be told apart. */
export interface AssayMassView {
  readonly nextBase: string | null;
  readonly charges: readonly number[];
  readonly species: readonly AssaySpeciesView[];
  readonly overlaps: readonly { readonly a: string; readonly b: string; readonly deltaDa: number; readonly deltaPpm: number }[];
  readonly tolerancePpm: number;
}

/** What the product is and how it was capped (the analysis settings' own fields). */
export interface MassProduct {
  readonly productSequence: string;
  readonly cappingMethod: CappingMethod;
  readonly capAnalog: CapAnalog | null;
  readonly modification: Modification;
  /** Charge states asked for; empty: those of the scan range for the 5'-ppp product. */
  readonly chargeStates: readonly number[];
}

/** Most charge states a page lists by default: a long product has thousands in a scan range. */
export const MAX_DEFAULT_CHARGES = 30;

/**
 * The charge states whose [M-zH]z- m/z falls in the scan range (as `chargeStatesInRange`), the lowest
 * `MAX_DEFAULT_CHARGES` of them (highest m/z) when there are more: m/z = (M - z p) / z lies in
 * [min, max] for M / (max + p) <= z <= M / (min + p).
 * @throws ToolboxError `scan_range_invalid`
 */
export function defaultCharges(massDa: number, mzMin: number = DEFAULT_SCAN_RANGE.mzMin, mzMax: number = DEFAULT_SCAN_RANGE.mzMax): number[] {
  assertScanRange(mzMin, mzMax);
  const first = Math.max(1, Math.ceil(massDa / (mzMax + PROTON_MASS)));
  const last = Math.min(Math.floor(massDa / (mzMin + PROTON_MASS)), first + MAX_DEFAULT_CHARGES - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

/**
 * A custom cap's formula text read into a CustomCap.
 * @throws ToolboxError `formula_invalid`
 */
export function customCapOf(input: CustomCapInput): CustomCap {
  let increment;
  try {
    increment = parseFormula(input.formula.trim());
  } catch {
    throw new ToolboxError('formula_invalid', `not a CHNOP formula: ${input.formula}`);
  }
  return { id: input.id.trim(), increment, leadingNucleotides: input.leadingNucleotides, cap1: input.cap1 };
}

/**
 * Every species of the assay the user asked for (the 5' forms chosen, the 3' end, n-1 / n+1, adducts)
 * with neutral masses (monoisotopic, most abundant, average), the negative-mode ions of each plain
 * species at the given charges or at those whose m/z falls in the scan range, and the species pairs
 * closer than the tolerance (`speciesOverlaps`, monoisotopic). Cap2 is computed only when chosen.
 *
 * @throws ToolboxError as `assaySpecies`, `defaultCharges`, `ionLadder`, `speciesOverlaps`, `customCapOf`
 */
export function assayMasses(product: MassProduct, m: MassSettings): AssayMassView {
  const forms = new Set(m.fivePrimeForms);
  const all = assaySpecies({
    productSequence: product.productSequence,
    nextBase: m.nextBase,
    cappingMethod: product.cappingMethod,
    capAnalog: product.capAnalog,
    customCap: m.customCap ? customCapOf(m.customCap) : null,
    modification: product.modification,
    threePrime: m.threePrime,
    includeCap2: forms.has('Cap2'),
    adducts: m.adducts,
    cutVariants: m.cutVariants,
  });
  const always = (s: AssaySpecies) => s.fivePrime === product.capAnalog || s.fivePrime === m.customCap?.id.trim();
  const chosen = all.filter((s) => forms.has(s.fivePrime) || always(s));
  const reference = chosen.find((s) => s.cut === 0 && s.adduct === null) ?? all[0]!;
  const charges = product.chargeStates.length > 0 ? [...product.chargeStates] : defaultCharges(reference.monoisotopic, m.mzMin, m.mzMax);
  const ionAdducts: IonAdduct[] = ['H', ...m.adducts];
  const species = chosen.map((s): AssaySpeciesView => ({
    label: s.label,
    fivePrime: s.fivePrime,
    cut: s.cut,
    adduct: s.adduct,
    formula: s.formulaText,
    monoDa: s.monoisotopic,
    mostAbundantDa: isotopeDistribution(s.composition).mostAbundantMass,
    avgDa: s.average,
    ions: s.adduct
      ? []
      : ionLadder(s.composition, charges, ionAdducts).map((r) => ({
          charge: r.charge, adduct: r.adduct, notation: ionNotation(r.adduct, r.charge), mzMono: r.mzMonoisotopic, mzMostAbundant: r.mzMostAbundant, mzAverage: r.mzAverage,
        })),
  }));
  const overlaps = speciesOverlaps(chosen, m.tolerancePpm).map((o) => ({ a: o.a.label, b: o.b.label, deltaDa: o.deltaDa, deltaPpm: o.deltaPpm }));
  return { nextBase: m.nextBase ? cleanNextBase(m.nextBase) : null, charges, species, overlaps, tolerancePpm: m.tolerancePpm };
}
