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

/**
 * Stable isotopes, lightest first. Masses: AME2020 (Wang et al., Chinese Phys. C 45, 030003 (2021)); the
 * lightest isotopes of C, H, N, O, P are the brief's values (formula/formulaMass.ts). Abundances: IUPAC
 * representative isotopic compositions (Berglund & Wieser, "Isotopic compositions of the elements 2009",
 * Pure Appl. Chem. 83, 397 (2011)): 2H 0.000115, 13C 0.0107, 15N 0.00364, 17O 0.00038, 18O 0.00205,
 * 40K 0.000117, 41K 0.067302; 23Na and 31P are mononuclidic. With them the Cap1 19-mer C194H245N82O142P21
 * gives M+0..M+4 = 29.8, 73.9, 100, 96.5, 73.8 % (the toolbox's reference check).
 */
export const ISOTOPES: Readonly<Record<IsotopeElement, readonly Isotope[]>> = {
  H: [
    { massNumber: 1, mass: MONOISOTOPIC_MASS.H, abundance: 0.999885 },
    { massNumber: 2, mass: 2.01410177812, abundance: 0.000115 },
  ],
  C: [
    { massNumber: 12, mass: MONOISOTOPIC_MASS.C, abundance: 0.9893 },
    { massNumber: 13, mass: 13.00335483507, abundance: 0.0107 },
  ],
  N: [
    { massNumber: 14, mass: MONOISOTOPIC_MASS.N, abundance: 0.99636 },
    { massNumber: 15, mass: 15.00010889888, abundance: 0.00364 },
  ],
  O: [
    { massNumber: 16, mass: MONOISOTOPIC_MASS.O, abundance: 0.99757 },
    { massNumber: 17, mass: 16.9991317565, abundance: 0.00038 },
    { massNumber: 18, mass: 17.99915961286, abundance: 0.00205 },
  ],
  P: [{ massNumber: 31, mass: MONOISOTOPIC_MASS.P, abundance: 1 }],
  Na: [{ massNumber: 23, mass: 22.989769282, abundance: 1 }],
  K: [
    { massNumber: 39, mass: 38.9637064864, abundance: 0.932581 },
    { massNumber: 40, mass: 39.963998166, abundance: 0.000117 },
    { massNumber: 41, mass: 40.9618252579, abundance: 0.067302 },
  ],
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
