import { parseFormula } from '../formula/formatFormula.ts';
import { type Formula, EMPTY_FORMULA, addFormulas, scaleFormula } from '../formula/formula.ts';
import { METHYL, PHOSPHATE, WATER } from './residues.ts';

/** Phosphorylation states of an uncapped 5' end. */
export const FIVE_PRIME_PHOSPHATES = ['OH', 'p', 'pp', 'ppp'] as const;
export type FivePrimePhosphate = (typeof FIVE_PRIME_PHOSPHATES)[number];
/** Enzymatic caps, added on top of the 5'-ppp form. */
export const ENZYMATIC_CAPS = ['GpppN', 'Cap0', 'Cap1', 'Cap2'] as const;
export type EnzymaticCap = (typeof ENZYMATIC_CAPS)[number];
/** 3' ends: OH (RNase H product), 3'-phosphate, 2',3'-cyclic phosphate. */
export const THREE_PRIME_ENDS = ['OH', 'p', 'cp'] as const;
export type ThreePrimeEnd = (typeof THREE_PRIME_ENDS)[number];

/**
 * 5' end increments relative to the 5'-monophosphate chain (sum of residues + H2O).
 * docs/toolbox-science.md: 5'-OH = -HPO3; 5'-p = 0; 5'-pp = +HPO3; 5'-ppp = +2 HPO3.
 */
export const FIVE_PRIME_INCREMENT: Readonly<Record<FivePrimePhosphate, Formula>> = {
  OH: scaleFormula(PHOSPHATE, -1),
  p: EMPTY_FORMULA,
  pp: PHOSPHATE,
  ppp: scaleFormula(PHOSPHATE, 2),
};

/**
 * 3' end increments. docs/toolbox-science.md: 3'-OH = 0 (RNase H leaves 3'-OH upstream, Inoue 1987); 3'-phosphate =
 * +HPO3; 2',3'-cyclic phosphate = +HPO3 - H2O.
 */
export const THREE_PRIME_INCREMENT: Readonly<Record<ThreePrimeEnd, Formula>> = {
  OH: EMPTY_FORMULA,
  p: PHOSPHATE,
  cp: addFormulas(PHOSPHATE, scaleFormula(WATER, -1)),
};

const CAP0 = parseFormula('C11H13N5O4');

/**
 * Cap increments on top of the 5'-ppp form, neutral zwitterion of m7G (what LC-MS deconvolution
 * reports). docs/toolbox-science.md: GpppN +C10H11N5O4; Cap0 (m7GpppN) +C11H13N5O4; Cap1 = Cap0 + CH2 (2'-OMe on N1);
 * Cap2 = Cap0 + 2 CH2. Never add a vendor "free acid" cap MW (about 1.008 Da heavier).
 */
export const CAP_INCREMENT: Readonly<Record<EnzymaticCap, Formula>> = {
  GpppN: parseFormula('C10H11N5O4'),
  Cap0: CAP0,
  Cap1: addFormulas(CAP0, METHYL),
  Cap2: addFormulas(CAP0, METHYL, METHYL),
};

/** Display labels of the species (exact texts of the vectors where they show them). */
export const SPECIES_LABEL: Readonly<Record<FivePrimePhosphate | EnzymaticCap, string>> = {
  OH: "5'-hydroxyl",
  p: "5'-monophosphate",
  pp: "5'-diphosphate",
  ppp: "5'-triphosphate (uncapped IVT)",
  GpppN: 'G-cap, unmethylated (GpppN)',
  Cap0: 'Cap0 m7GpppN',
  Cap1: 'Cap1 m7GpppNm',
  Cap2: 'Cap2 m7GpppNmNm',
};
