import type { Formula } from './formula.ts';

/**
 * Monoisotopic masses of the lightest stable isotopes, in u (Da): 1H, 12C, 14N, 16O, 31P.
 * Source: AME2020 atomic mass evaluation (Wang et al., Chinese Phys. C 45, 030003 (2021)), as quoted in
 * docs/toolbox-science.md and in the vectors' meta.atomic_masses_monoisotopic. 12C is 12 exactly by definition of u.
 */
export const MONOISOTOPIC_MASS: Formula = {
  H: 1.00782503223,
  C: 12,
  N: 14.00307400443,
  O: 15.99491461957,
  P: 30.97376199842,
};

/**
 * Conventional standard atomic weights, in g/mol (Da): IUPAC CIAAW 2021 (Prohaska et al., Pure Appl.
 * Chem. 94, 573 (2022)), conventional values for H, C, N, O; P is mononuclidic (value of 31P), as in
 * docs/toolbox-science.md and the vectors' meta.atomic_weights_average.
 */
export const AVERAGE_ATOMIC_WEIGHT: Formula = {
  H: 1.008,
  C: 12.011,
  N: 14.007,
  O: 15.999,
  P: 30.973761998,
};

function weigh(f: Formula, w: Formula): number {
  return f.C * w.C + f.H * w.H + f.N * w.N + f.O * w.O + f.P * w.P;
}

/** Monoisotopic mass of a neutral formula, in Da. */
export function monoisotopicMass(f: Formula): number {
  return weigh(f, MONOISOTOPIC_MASS);
}

/** Average (molar) mass of a neutral formula, in Da = g/mol. */
export function averageMass(f: Formula): number {
  return weigh(f, AVERAGE_ATOMIC_WEIGHT);
}
