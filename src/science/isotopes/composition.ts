import { ToolboxError } from '../errors.ts';
import type { Formula } from '../formula/formula.ts';
import { ATOMIC_WEIGHT, ISOTOPES, ISOTOPE_ELEMENTS, type IsotopeElement } from './isotopeData.ts';

/** Atom counts over the isotope elements (RNA's C H N O P and adduct cations Na, K). */
export type Composition = Readonly<Record<IsotopeElement, number>>;

/** A composition from atom counts (missing elements are 0). */
export function composition(counts: Partial<Record<IsotopeElement, number>>): Composition {
  return { C: counts.C ?? 0, H: counts.H ?? 0, K: counts.K ?? 0, N: counts.N ?? 0, Na: counts.Na ?? 0, O: counts.O ?? 0, P: counts.P ?? 0 };
}

/** A nucleic-acid formula as a composition. */
export function compositionFromFormula(f: Formula): Composition {
  return composition(f);
}

/** Element-wise sum. */
export function addCompositions(...parts: readonly Composition[]): Composition {
  const out: Record<IsotopeElement, number> = { ...composition({}) };
  for (const part of parts) for (const element of ISOTOPE_ELEMENTS) out[element] += part[element];
  return out;
}

/** `c` taken `factor` times (negative to subtract). */
export function scaleComposition(c: Composition, factor: number): Composition {
  const out: Record<IsotopeElement, number> = { ...composition({}) };
  for (const element of ISOTOPE_ELEMENTS) out[element] = c[element] * factor;
  return out;
}

/** Hill text: C, H, then K, N, Na, O, P; counts of 1 without the digit, 0 left out ("C6H15N"). */
export function formatComposition(c: Composition): string {
  let text = '';
  for (const element of ISOTOPE_ELEMENTS) {
    const count = c[element];
    if (count !== 0) text += count === 1 ? element : `${element}${count}`;
  }
  return text;
}

/**
 * Reads a formula typed by a user ("C194H245N82O142P21", "C6H15N", "NaCl" is refused: no Cl): elements of
 * `ISOTOPE_ELEMENTS` with whole counts, in any order, repeated elements adding up; spaces ignored.
 * @throws ToolboxError `formula_invalid` naming the first unknown element or the empty formula
 */
export function parseComposition(text: string): Composition {
  const compact = text.replace(/\s+/g, '');
  const counts: Record<IsotopeElement, number> = { ...composition({}) };
  const token = /([A-Z][a-z]?)(\d*)/y;
  let at = 0;
  while (at < compact.length) {
    token.lastIndex = at;
    const m = token.exec(compact);
    const element = m?.[1];
    if (!m || !element || !(ISOTOPE_ELEMENTS as readonly string[]).includes(element)) {
      const what = element ?? compact.charAt(at);
      throw new ToolboxError('formula_invalid', `formula "${text}": unknown element or character "${what}" (known: ${ISOTOPE_ELEMENTS.join(', ')})`);
    }
    counts[element as IsotopeElement] += m[2] === '' ? 1 : Number(m[2]);
    at = token.lastIndex;
  }
  const parsed = counts as Composition;
  assertComposition(parsed);
  return parsed;
}

/**
 * A composition a molecule can have: whole counts >= 0, at least one atom, within `MAX_ATOMS`.
 * @throws ToolboxError `formula_invalid`
 */
export function assertComposition(c: Composition): void {
  let atoms = 0;
  for (const element of ISOTOPE_ELEMENTS) {
    const n = c[element];
    if (!Number.isSafeInteger(n) || n < 0) throw new ToolboxError('formula_invalid', `atom count of ${element} must be a whole number >= 0, got ${n}`);
    atoms += n;
  }
  if (atoms === 0) throw new ToolboxError('formula_invalid', 'the formula has no atoms');
  if (atoms > MAX_ATOMS) throw new ToolboxError('formula_invalid', `the formula has ${atoms} atoms; at most ${MAX_ATOMS} (a 30 kb mRNA has about 1 million)`);
}

/** Largest molecule the isotope module takes: 10 million atoms, about a 300 kb RNA. */
export const MAX_ATOMS = 10_000_000;

/** Monoisotopic mass in Da: every atom its lightest isotope. */
export function compositionMonoisotopicMass(c: Composition): number {
  let mass = 0;
  for (const element of ISOTOPE_ELEMENTS) mass += c[element] * ISOTOPES[element][0]!.mass;
  return mass;
}

/** Average mass in Da (g/mol) from the atomic weights of `ATOMIC_WEIGHT`. */
export function compositionAverageMass(c: Composition): number {
  let mass = 0;
  for (const element of ISOTOPE_ELEMENTS) mass += c[element] * ATOMIC_WEIGHT[element];
  return mass;
}

/** Mean mass in Da over the isotope abundances of `ISOTOPES` (the exact centre of the isotope pattern). */
export function compositionMeanIsotopicMass(c: Composition): number {
  let mass = 0;
  for (const element of ISOTOPE_ELEMENTS) {
    let mean = 0;
    for (const isotope of ISOTOPES[element]) mean += isotope.mass * isotope.abundance;
    mass += c[element] * mean;
  }
  return mass;
}
