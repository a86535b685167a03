import { ToolboxError } from '../errors.ts';
import { type Formula, addFormulas, scaleFormula } from '../formula/formula.ts';
import { FIVE_PRIME_INCREMENT } from '../mass/endGroups.ts';
import { DNA_RESIDUE, WATER, twoOMethylResidue } from '../mass/residues.ts';

/** The probe strand, 5'->3', of a 2'-O-methyl RNA / DNA gapmer. */
export interface ProbeChain {
  /** Bases 5'->3': T at DNA positions, U at 2'-OMe positions. */
  readonly sequence: string;
  /** One letter per position: M = 2'-O-methyl RNA, D = DNA. */
  readonly mask: string;
  /** Space-separated tokens, "m" before 2'-OMe bases: "mC mA mG G T A A mG mU". */
  readonly annotated: string;
  /** Untagged probe, 5'-OH and 3'-OH (docs/toolbox-science.md). */
  readonly formula: Formula;
}

/** Watson-Crick partner, RNA alphabet (modified bases pair like their parents; docs/toolbox-science.md). */
function complement(code: number): 'A' | 'C' | 'G' | 'U' {
  switch (code) {
    case 65: return 'U';
    case 67: return 'G';
    case 71: return 'C';
    case 85: return 'A';
    default: throw new ToolboxError('ambiguous_base_in_probe_region', `no complement for ${String.fromCharCode(code)}`);
  }
}

/**
 * Builds the probe that pairs with mRNA [start, end] (1-based, inclusive, unambiguous): probe position j
 * pairs with mRNA position end + 1 - j, i.e. S+L-j (docs/toolbox-science.md "Probe, written 5'->3'"); mRNA
 * positions [gapStart, gapEnd] face DNA residues, the rest 2'-O-methyl RNA residues.
 * Formula: sum of residues + H2O - HPO3 (5'-OH, 3'-OH; untagged).
 */
export function probeChain(mrna: string, start: number, end: number, gapStart: number, gapEnd: number): ProbeChain {
  let sequence = '';
  let mask = '';
  const tokens: string[] = [];
  const ome = { A: 0, C: 0, G: 0, U: 0 };
  const dna = { A: 0, C: 0, G: 0, T: 0 };
  for (let p = end; p >= start; p--) {
    const rna = complement(mrna.charCodeAt(p - 1));
    if (p >= gapStart && p <= gapEnd) {
      const base = rna === 'U' ? 'T' : rna;
      dna[base]++;
      sequence += base;
      mask += 'D';
      tokens.push(base);
    } else {
      ome[rna]++;
      sequence += rna;
      mask += 'M';
      tokens.push(`m${rna}`);
    }
  }
  const formula = addFormulas(
    scaleFormula(twoOMethylResidue('A'), ome.A),
    scaleFormula(twoOMethylResidue('C'), ome.C),
    scaleFormula(twoOMethylResidue('G'), ome.G),
    scaleFormula(twoOMethylResidue('U'), ome.U),
    scaleFormula(DNA_RESIDUE.A, dna.A),
    scaleFormula(DNA_RESIDUE.C, dna.C),
    scaleFormula(DNA_RESIDUE.G, dna.G),
    scaleFormula(DNA_RESIDUE.T, dna.T),
    WATER,
    FIVE_PRIME_INCREMENT.OH,
  );
  return { sequence, mask, annotated: tokens.join(' '), formula };
}
