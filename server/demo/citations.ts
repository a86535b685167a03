import type { citations } from '../db/schema/index.ts';
import { authorList, citationTitle, topicOf } from './citation-titles.ts';
import { JOURNALS, TOP_JOURNAL, type Journal } from './journals.ts';
import { rng, type Rng } from './prng.ts';
import type { ProductRow } from './products.ts';
import type { ProductSpec } from './product-spec.ts';

export type CitationRow = typeof citations.$inferInsert;

/** About 1,500 citations by the end of 2021, highest impact factor 54.94, average 6.03. */
export const CITATION_FACTS = { count: 1500, maxImpactFactor: 54.94, meanImpactFactor: 6.03, lastYear: 2021 } as const;

/** Papers per year, 2015-2021: the customer base grew every year (sums to 1,500). */
const PER_YEAR: readonly (readonly [number, number])[] = [
  [2015, 90], [2016, 130], [2017, 170], [2018, 210], [2019, 260], [2020, 300], [2021, 340],
];
/** How many papers appeared in the top journal (they set the maximum). */
const TOP_PAPERS = 2;
/** Swaps only move papers between journals below this IF, so the high end stays rare. */
const SWAP_CEILING = 15;

/** Impact factors in hundredths, so sums are exact integers. */
const cents = (j: Journal) => Math.round(j[2] * 100);

/**
 * Journal of each paper. Counts are allocated in proportion to the weights (largest remainder), then a
 * few papers are moved between mid-range journals until the sum hits mean × count within 0.25 IF, so
 * the average is exactly 6.03 after rounding however the weights are tuned.
 */
function allocateJournals(total: number, r: Rng): Journal[] {
  const n = total - TOP_PAPERS;
  const weight = JOURNALS.reduce((a, j) => a + j[3], 0);
  const counts = JOURNALS.map((j) => Math.floor((j[3] / weight) * n));
  const order = JOURNALS.map((j, i) => ({ i, rem: (j[3] / weight) * n - (counts[i] as number) })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  const missing = n - counts.reduce((a, b) => a + b, 0);
  for (let k = 0; k < missing; k++) counts[order[k]!.i]! += 1;

  const target = Math.round(CITATION_FACTS.meanImpactFactor * 100) * total;
  let diff = target - TOP_PAPERS * cents(TOP_JOURNAL) - JOURNALS.reduce((a, j, i) => a + cents(j) * (counts[i] as number), 0);
  const movable = JOURNALS.map((_, i) => i).filter((i) => (JOURNALS[i] as Journal)[2] < SWAP_CEILING);
  while (Math.abs(diff) > 25) {
    let best: { from: number; to: number; rest: number } | null = null;
    for (const from of movable) {
      if ((counts[from] as number) < 2) continue;
      for (const to of movable) {
        const rest = diff - (cents(JOURNALS[to] as Journal) - cents(JOURNALS[from] as Journal));
        if (!best || Math.abs(rest) < Math.abs(best.rest)) best = { from, to, rest };
      }
    }
    if (!best || Math.abs(best.rest) >= Math.abs(diff)) throw new Error('cannot reach the mean impact factor');
    counts[best.from]! -= 1;
    counts[best.to]! += 1;
    diff = best.rest;
  }
  const list: Journal[] = [TOP_JOURNAL, TOP_JOURNAL];
  JOURNALS.forEach((j, i) => { for (let k = 0; k < (counts[i] as number); k++) list.push(j); });
  return r.sample(list, list.length);
}

/** Targets used as the subject of papers that cite a product without one (enzymes, tag antibodies). */
const FALLBACK_SUBJECTS = ['IL-2', 'PD-L1', 'HER2', 'TNF-α', 'CD19', 'IL-6', 'VEGF165', 'Claudin 18.2'];

/**
 * About 1,500 fictional citations linked to products (about 90%); hot products and mRNA materials are
 * cited more often; new products (launched after 2021) never are.
 */
export function buildCitations(products: ProductRow[], specs: ProductSpec[]): CitationRow[] {
  const r = rng('citations');
  const journals = allocateJournals(CITATION_FACTS.count, r);
  const candidates = products.filter((p) => !p.isNew);
  const weights = candidates.map((p) => {
    const family = specs[p.id - 1]?.family;
    return (p.isHot ? 10 : 1) * (family === 'cap' || family === 'ntp' || family?.startsWith('mrna') ? 3 : 1);
  });
  const titles = new Set<string>();
  const rows: CitationRow[] = [];
  let seq = 0;
  for (const [year, count] of PER_YEAR) {
    for (let k = 0; k < count; k++) {
      const journal = journals[seq] as Journal;
      seq += 1;
      const product = r.chance(0.9) ? r.weighted(candidates, weights) : null;
      const spec = product ? specs[product.id - 1] : undefined;
      let title = '';
      for (let attempt = 0; title === '' || titles.has(title); attempt++) {
        // Rarely a topic runs out of fresh combinations: then the paper is about a fallback target.
        const topic = attempt < 20 ? topicOf(spec?.family ?? null, spec?.leaf) : 'target';
        title = citationTitle(topic, (attempt < 20 ? spec?.target : null) ?? r.pick(FALLBACK_SUBJECTS), year, r);
      }
      titles.add(title);
      rows.push({
        title,
        journal: journal[0],
        impactFactor: journal[2].toFixed(2),
        year,
        doi: `10.5555/${journal[1]}.${year}.${String(seq).padStart(5, '0')}`,
        authors: authorList(r),
        productId: product?.id ?? null,
      });
    }
  }
  return rows;
}
