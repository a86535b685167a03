/**
 * Element formulas of nucleic-acid fragments: integer atom counts of C, H, N, O and P, the only elements
 * of RNA, DNA, their modified bases, caps and end groups. Masses come from formulas last
 * (`monoisotopicMass`, `averageMass`), never from rounded residue masses (docs/toolbox-science.md "Masses").
 */
export interface Formula {
  readonly C: number;
  readonly H: number;
  readonly N: number;
  readonly O: number;
  readonly P: number;
}

/** The elements in Hill order (C, H, then alphabetical), the order of `formatFormula`. */
export const ELEMENTS = ['C', 'H', 'N', 'O', 'P'] as const;
export type Element = (typeof ELEMENTS)[number];

/** Builds a formula from atom counts (missing elements are 0). */
export function formula(counts: Partial<Formula>): Formula {
  return { C: counts.C ?? 0, H: counts.H ?? 0, N: counts.N ?? 0, O: counts.O ?? 0, P: counts.P ?? 0 };
}

/** The empty formula (no atoms). */
export const EMPTY_FORMULA: Formula = formula({});

/** Sum of formulas (atom counts added element by element). */
export function addFormulas(...formulas: readonly Formula[]): Formula {
  let C = 0, H = 0, N = 0, O = 0, P = 0;
  for (const f of formulas) {
    C += f.C; H += f.H; N += f.N; O += f.O; P += f.P;
  }
  return { C, H, N, O, P };
}

/** `f` taken `factor` times (factor an integer count; negative to subtract). */
export function scaleFormula(f: Formula, factor: number): Formula {
  return { C: f.C * factor, H: f.H * factor, N: f.N * factor, O: f.O * factor, P: f.P * factor };
}

/** `a - b`, element by element. */
export function subtractFormulas(a: Formula, b: Formula): Formula {
  return { C: a.C - b.C, H: a.H - b.H, N: a.N - b.N, O: a.O - b.O, P: a.P - b.P };
}

/** True when both formulas have the same atom counts. */
export function sameFormula(a: Formula, b: Formula): boolean {
  return a.C === b.C && a.H === b.H && a.N === b.N && a.O === b.O && a.P === b.P;
}
