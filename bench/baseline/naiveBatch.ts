/**
 * Baseline batch for the science bench: split the file into records with String.split, clean each the
 * naive way, build the probe with array reverse/map/join, add species formulas base by base.
 */
import { type NaiveBase, naiveClean, naiveFormula, naiveMasses } from './naiveSequence.ts';

const PAIR = new Map([['A', 'U'], ['C', 'G'], ['G', 'C'], ['U', 'A']]);
const CAPS = new Map([
  ['ppp', { C: 0, H: 0, N: 0, O: 0, P: 0 }],
  ['pp', { C: 0, H: -1, N: 0, O: -3, P: -1 }],
  ['GpppN', { C: 10, H: 11, N: 5, O: 4, P: 0 }],
  ['Cap0', { C: 11, H: 13, N: 5, O: 4, P: 0 }],
  ['Cap1', { C: 12, H: 15, N: 5, O: 4, P: 0 }],
]);

export interface NaiveBatchOptions {
  probeStart: number;
  probeLength: number;
  digestionPosition: number;
  hybridLength: number;
  modification: string;
  sampleConcNgPerUl: number;
  probeConcUM: number;
}

/** One row object per record, computed the naive way. */
export function naiveBatch(text: string, o: NaiveBatchOptions): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (const chunk of text.split('>').filter((c) => c.trim() !== '')) {
    const [name, ...lines] = chunk.split('\n');
    const row: Record<string, unknown> = { name };
    try {
      const cleaned = naiveClean(lines.join('\n'));
      const S = o.probeStart;
      const end = S + o.probeLength - 1;
      const gapStart = o.digestionPosition - o.hybridLength + 1;
      const window = cleaned.bases.slice(S - 1, end);
      const probe = window
        .slice()
        .reverse()
        .map((b: NaiveBase) => {
          const dna = b.position >= gapStart && b.position <= o.digestionPosition;
          const partner = PAIR.get(b.base)!;
          return dna ? (partner === 'U' ? 'T' : partner) : partner;
        })
        .join('');
      const gc = window.filter((b) => b.base === 'G' || b.base === 'C').length;
      const product = cleaned.bases.slice(0, o.digestionPosition);
      const species: Record<string, number> = {};
      for (const [id, extra] of CAPS) species[id] = naiveMasses(naiveFormula(product, o.modification, extra)).monoisotopic;
      const mw = naiveMasses(naiveFormula(cleaned.bases, o.modification)).average;
      const sampleUl = (100 * mw) / (1000 * o.sampleConcNgPerUl);
      const additions = sampleUl + 200 / o.probeConcUM + 2;
      const finalUl = additions + 10 <= 100 ? 100 : additions / 0.9;
      Object.assign(row, { probe, gcPercent: (100 * gc) / o.probeLength, product: product.map((b) => b.base).join(''), species, mw, finalUl });
    } catch (error) {
      row['error'] = (error as Error).message;
    }
    rows.push(row);
  }
  return rows;
}
