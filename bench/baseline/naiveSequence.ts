/**
 * Baseline for the science bench: the straightforward way (regex replace, split into an array of
 * characters, one object per base, Map lookups, formulas added base by base). Same results as
 * src/science, kept only to measure against. Not used by the product.
 */

type Atoms = { C: number; H: number; N: number; O: number; P: number };

const RESIDUES = new Map<string, Atoms>([
  ['A', { C: 10, H: 12, N: 5, O: 6, P: 1 }],
  ['C', { C: 9, H: 12, N: 3, O: 7, P: 1 }],
  ['G', { C: 10, H: 12, N: 5, O: 7, P: 1 }],
  ['U', { C: 9, H: 11, N: 2, O: 8, P: 1 }],
]);
const MODIFIED = new Map<string, { parent: string; atoms: Atoms }>([
  ['psi', { parent: 'U', atoms: { C: 9, H: 11, N: 2, O: 8, P: 1 } }],
  ['m1psi', { parent: 'U', atoms: { C: 10, H: 13, N: 2, O: 8, P: 1 } }],
  ['5moU', { parent: 'U', atoms: { C: 10, H: 13, N: 2, O: 9, P: 1 } }],
  ['5mC', { parent: 'C', atoms: { C: 10, H: 14, N: 3, O: 7, P: 1 } }],
  ['m6A', { parent: 'A', atoms: { C: 11, H: 14, N: 5, O: 6, P: 1 } }],
]);
const MONO = new Map([['C', 12], ['H', 1.00782503223], ['N', 14.00307400443], ['O', 15.99491461957], ['P', 30.97376199842]]);
const AVG = new Map([['C', 12.011], ['H', 1.008], ['N', 14.007], ['O', 15.999], ['P', 30.973761998]]);
const ALLOWED = new Set('ACGURYSWKMBDHVN'.split(''));

export interface NaiveBase {
  base: string;
  position: number;
}

export interface NaiveCleaned {
  bases: NaiveBase[];
  sequence: string;
  composition: Map<string, number>;
  warnings: string[];
}

/** Clean-up the naive way: line filter, regexes, an array of per-base objects, a Map of counts. */
export function naiveClean(text: string): NaiveCleaned {
  const lines = text.split(/\r?\n/).filter((line) => !/^\s*[>;]/.test(line));
  const joined = lines.join('').replace(/[\s\d]+/g, '').toUpperCase();
  const hasT = /T/.test(joined);
  const hasU = /U/.test(joined);
  const chars = joined.replace(/T/g, 'U').split('');
  const bases: NaiveBase[] = [];
  const composition = new Map<string, number>();
  chars.forEach((base, i) => {
    if (!ALLOWED.has(base)) throw new Error(`invalid character ${base}`);
    bases.push({ base, position: i + 1 });
    composition.set(base, (composition.get(base) ?? 0) + 1);
  });
  if (bases.length === 0) throw new Error('empty');
  const sequence = bases.map((b) => b.base).join('');
  const warnings: string[] = [];
  if (sequence.includes('UAAUACGACUCACUAUA')) warnings.push('sequence_contains_T7_promoter');
  if (hasT && hasU) warnings.push('sequence_mixes_T_and_U');
  return { bases, sequence, composition, warnings };
}

function add(a: Atoms, b: Atoms): Atoms {
  return { C: a.C + b.C, H: a.H + b.H, N: a.N + b.N, O: a.O + b.O, P: a.P + b.P };
}

/** Formula of a 5'-ppp, 3'-OH chain, adding one residue object per base. */
export function naiveFormula(bases: readonly NaiveBase[], modification: string, extra: Atoms = { C: 0, H: 0, N: 0, O: 0, P: 0 }): Atoms {
  const mod = MODIFIED.get(modification);
  let sum: Atoms = { C: 0, H: 2, N: 0, O: 7, P: 2 }; // H2O + 2 HPO3
  for (const b of bases) {
    const residue = mod && mod.parent === b.base ? mod.atoms : RESIDUES.get(b.base);
    if (!residue) throw new Error(`ambiguous base at ${b.position}`);
    sum = add(sum, residue);
  }
  return add(sum, extra);
}

/** Monoisotopic and average masses, element by element through Map lookups. */
export function naiveMasses(atoms: Atoms): { monoisotopic: number; average: number } {
  let monoisotopic = 0;
  let average = 0;
  for (const [element, count] of Object.entries(atoms)) {
    monoisotopic += count * MONO.get(element)!;
    average += count * AVG.get(element)!;
  }
  return { monoisotopic, average };
}
