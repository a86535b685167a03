import { parseFormula } from '../formula/formatFormula.ts';
import { type Formula, addFormulas } from '../formula/formula.ts';
import type { RnaBase } from '../sequence/iupac.ts';

/** Base modifications the toolbox knows (docs/toolbox-science.md identifiers); `none` = canonical A, C, G, U. */
export const MODIFICATIONS = ['none', 'psi', 'm1psi', '5moU', '5mC', 'm6A'] as const;
export type Modification = (typeof MODIFICATIONS)[number];

/**
 * Residue formulas: nucleoside 5'-monophosphate minus H2O, the repeating unit of a chain.
 * Source: docs/toolbox-science.md residue table; these agree with Biopython Bio.SeqUtils.molecular_weight and with
 * MODOMICS (Cappannini et al., Nucleic Acids Res. 52, D239 (2024)) for the modified nucleosides.
 */
export const RNA_RESIDUE: Readonly<Record<RnaBase, Formula>> = {
  A: parseFormula('C10H12N5O6P'),
  C: parseFormula('C9H12N3O7P'),
  G: parseFormula('C10H12N5O7P'),
  U: parseFormula('C9H11N2O8P'),
};

/** 2'-deoxy residues of the probe's DNA gap (docs/toolbox-science.md; Biopython unambiguous_dna_weights). */
export const DNA_RESIDUE: Readonly<Record<'A' | 'C' | 'G' | 'T', Formula>> = {
  A: parseFormula('C10H12N5O5P'),
  C: parseFormula('C9H12N3O6P'),
  G: parseFormula('C10H12N5O6P'),
  T: parseFormula('C10H13N2O7P'),
};

/** One methyl on a ribose 2'-O (2'-O-methyl RNA, Cap1/Cap2 Nm) or on a base: + CH2 (docs/toolbox-science.md). */
export const METHYL: Formula = parseFormula('CH2');
/** Water, added once per linear chain (sum of residues + H2O = 5'-p, 3'-OH molecule; Biopython convention). */
export const WATER: Formula = parseFormula('H2O');
/** Metaphosphate HPO3: one phosphate more or less at an end (docs/toolbox-science.md end groups). */
export const PHOSPHATE: Formula = parseFormula('HPO3');

/** A modified base: which canonical base it replaces and its residue formula. */
export interface ModifiedResidue {
  readonly parent: RnaBase;
  readonly residue: Formula;
  readonly name: string;
}

/**
 * Modified residues (docs/toolbox-science.md table; MODOMICS entries Y, m1Y, mo5U, m5C, m6A). Each replaces every
 * occurrence of its parent base (except nucleotides supplied by a co-transcriptional cap analog).
 * Isobaric: psi = U, m1psi = Um, 5mC = Cm, m6A = Am (see `ISOBARIC_PAIRS`).
 */
export const MODIFIED_RESIDUE: Readonly<Record<Exclude<Modification, 'none'>, ModifiedResidue>> = {
  psi: { parent: 'U', residue: parseFormula('C9H11N2O8P'), name: 'pseudouridine (ψ)' },
  m1psi: { parent: 'U', residue: parseFormula('C10H13N2O8P'), name: 'N1-methylpseudouridine (m1ψ)' },
  '5moU': { parent: 'U', residue: parseFormula('C10H13N2O9P'), name: '5-methoxyuridine (5moU)' },
  '5mC': { parent: 'C', residue: parseFormula('C10H14N3O7P'), name: '5-methylcytidine (5mC)' },
  m6A: { parent: 'A', residue: parseFormula('C11H14N5O6P'), name: 'N6-methyladenosine (m6A)' },
};

/** Residue formula of an mRNA base under a modification (the modification applies to its parent only). */
export function residueFormula(base: RnaBase, modification: Modification): Formula {
  if (modification !== 'none' && MODIFIED_RESIDUE[modification].parent === base) {
    return MODIFIED_RESIDUE[modification].residue;
  }
  return RNA_RESIDUE[base];
}

/** Residue of a 2'-O-methyl RNA nucleotide (probe wings): the RNA residue + CH2. */
export function twoOMethylResidue(base: RnaBase): Formula {
  return addFormulas(RNA_RESIDUE[base], METHYL);
}

/**
 * Pairs of species that have the same formula, hence cannot be told apart by intact mass
 * (docs/toolbox-science.md "Isobaric pairs worth a note in the UI").
 */
export const ISOBARIC_PAIRS: readonly (readonly [string, string])[] = [
  ['ψ', 'U'],
  ['m1ψ', 'Um'],
  ['5mC', 'Cm'],
  ['m6A', 'Am'],
  ['ARCA-Cap0', 'Cap1'],
];
