import { AVERAGE_ATOMIC_WEIGHT, MONOISOTOPIC_MASS } from '../formula/formulaMass.ts';

/**
 * Elements the isotope and ion modules know: those of RNA (C, H, N, O, P) and the cations of its common
 * adducts (Na, K). Listed in Hill order after C and H (alphabetical), the order of `formatComposition`.
 */
export const ISOTOPE_ELEMENTS = ['C', 'H', 'K', 'N', 'Na', 'O', 'P'] as const;
export type IsotopeElement = (typeof ISOTOPE_ELEMENTS)[number];

/** One stable isotope: nucleon number, atomic mass in u (Da), amount fraction (0-1). */
export interface Isotope {
  readonly massNumber: number;
  readonly mass: number;
  readonly abundance: number;
}

/** One row of the table below: nucleon number, mass in u, amount fraction. */
const iso = (massNumber: number, mass: number, abundance: number): Isotope => ({ massNumber, mass, abundance });

/**
 * Stable isotopes, lightest first, as `iso(nucleon number, mass in u, amount fraction)`. Masses: AME2020 (Wang et al., Chinese Phys. C 45, 030003 (2021)); the
 * lightest isotopes of C, H, N, O, P are the brief's values (formula/formulaMass.ts). Abundances: IUPAC
 * representative isotopic compositions (Berglund & Wieser, "Isotopic compositions of the elements 2009",
 * Pure Appl. Chem. 83, 397 (2011)): 2H 0.000115, 13C 0.0107, 15N 0.00364, 17O 0.00038, 18O 0.00205,
 * 40K 0.000117, 41K 0.067302; 23Na and 31P are mononuclidic. With them the Cap1 19-mer C194H245N82O142P21
 * gives M+0..M+4 = 29.8, 73.9, 100, 96.5, 73.8 % (the toolbox's reference check).
 */
export const ISOTOPES: Readonly<Record<IsotopeElement, readonly Isotope[]>> = {
  H: [iso(1, MONOISOTOPIC_MASS.H, 0.999885), iso(2, 2.01410177812, 0.000115)],
  C: [iso(12, MONOISOTOPIC_MASS.C, 0.9893), iso(13, 13.00335483507, 0.0107)],
  N: [iso(14, MONOISOTOPIC_MASS.N, 0.99636), iso(15, 15.00010889888, 0.00364)],
  O: [iso(16, MONOISOTOPIC_MASS.O, 0.99757), iso(17, 16.9991317565, 0.00038), iso(18, 17.99915961286, 0.00205)],
  P: [iso(31, MONOISOTOPIC_MASS.P, 1)],
  Na: [iso(23, 22.989769282, 1)],
  K: [iso(39, 38.9637064864, 0.932581), iso(40, 39.963998166, 0.000117), iso(41, 40.9618252579, 0.067302)],
};

/**
 * Atomic weights for average masses, g/mol: IUPAC CIAAW 2021 conventional values for C, H, N, O and P
 * (formula/formulaMass.ts, as every other module), standard atomic weights of Na 22.98976928 and
 * K 39.0983 (CIAAW 2021, Prohaska et al., Pure Appl. Chem. 94, 573 (2022)).
 */
export const ATOMIC_WEIGHT: Readonly<Record<IsotopeElement, number>> = {
  ...AVERAGE_ATOMIC_WEIGHT,
  Na: 22.98976928,
  K: 39.0983,
};

/** Electron mass in u: CODATA 2018, 5.485 799 090 65(16) x 10^-4 u. */
export const ELECTRON_MASS = 5.48579909065e-4;
