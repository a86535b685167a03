import { type Composition, composition } from '../isotopes/composition.ts';

/** Negative-mode ion types: plain deprotonated, or with one Na+, K+ or triethylammonium counter-ion. */
export const ION_ADDUCTS = ['H', 'Na', 'K', 'TEA'] as const;
export type IonAdduct = (typeof ION_ADDUCTS)[number];
/** The adducts a neutral species can carry (plain species aside). */
export const SALT_ADDUCTS = ['Na', 'K', 'TEA'] as const;
export type SaltAdduct = (typeof SALT_ADDUCTS)[number];

/** Triethylamine, N(C2H5)3 = C6H15N: the ion-pairing amine of oligonucleotide LC-MS (TEA/HFIP eluents). */
export const TRIETHYLAMINE = composition({ C: 6, H: 15, N: 1 });

/**
 * What one adduct adds to the neutral molecule M, as atoms. A metal cation takes a proton's place on a
 * phosphate: M - H + Na (or K), the neutral salt. Triethylamine pairs as triethylammonium with a
 * phosphate anion, M - H+ + TEAH+ = M + TEA. The ion [M - nH + X]z- is this neutral adduct minus z
 * protons, so n = z + 1 for Na and K and n = z for TEA; e.g. [M-7H+Na]6- = (M - H + Na) - 6 H+.
 */
export const ADDUCT_DELTA: Readonly<Record<IonAdduct, Composition>> = {
  H: composition({}),
  Na: composition({ Na: 1, H: -1 }),
  K: composition({ K: 1, H: -1 }),
  TEA: TRIETHYLAMINE,
};

/** Ion notation: [M-6H]6-, [M-7H+Na]6-, [M-7H+K]6-, [M-6H+TEA]6-. */
export function ionNotation(adduct: IonAdduct, charge: number): string {
  const protons = adduct === 'Na' || adduct === 'K' ? charge + 1 : charge;
  const added = adduct === 'H' ? '' : `+${adduct}`;
  return `[M-${protons}H${added}]${charge}-`;
}
