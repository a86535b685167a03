import type { AssaySpecies } from '../assay/assaySpecies.ts';
import { type SaltAdduct, ADDUCT_DELTA } from '../ions/adducts.ts';
import { type Composition, addCompositions, compositionMonoisotopicMass, scaleComposition } from '../isotopes/composition.ts';
import { isotopeDistribution } from '../isotopes/isotopeDistribution.ts';

/**
 * Most counter-ions one ion carries: [M - (z+k)H + kNa]z- for k <= 3. At 30 % adduct per site the fourth
 * is under 1 % of the plain ion; leaving it out takes the same share from every species.
 */
export const MAX_ADDUCTS_PER_ION = 3;

/** Isotope peaks below this share of the whole pattern are not fitted (they sit in the noise). */
const MIN_ISOTOPE_SHARE = 1e-3;

/** Counter-ions on one ion, e.g. { Na: 2, K: 1 }. */
export type AdductCounts = Readonly<Partial<Record<SaltAdduct, number>>>;

/** One species with one set of counter-ions: a candidate of a column. */
export interface IonCandidate {
  readonly species: AssaySpecies;
  readonly adducts: AdductCounts;
  /** "Cap1 n", "Cap1 n +Na", "Cap1 n +2Na+K". */
  readonly label: string;
  /** Neutral monoisotopic mass with the counter-ions (M - kH + kNa), Da. */
  readonly monoisotopic: number;
  readonly counted: boolean;
}

/** A neutral composition the fit cannot split further: its candidates are isobaric within the tolerance. */
export interface IonColumn {
  readonly candidates: readonly IonCandidate[];
  readonly composition: Composition;
  readonly monoisotopic: number;
  /** Isotope peaks of the neutral molecule: mass (Da) and share of the whole pattern. */
  readonly isotopes: readonly { readonly mass: number; readonly share: number }[];
}

/** Every way of putting at most `MAX_ADDUCTS_PER_ION` of `adducts` on one ion, the plain ion first. */
export function adductCombinations(adducts: readonly SaltAdduct[]): AdductCounts[] {
  let combos: Record<string, number>[] = [{}];
  for (const adduct of adducts) {
    const next: Record<string, number>[] = [];
    for (const combo of combos) {
      const used = Object.values(combo).reduce((s, n) => s + n, 0);
      for (let k = 0; k <= MAX_ADDUCTS_PER_ION - used; k++) next.push(k === 0 ? combo : { ...combo, [adduct]: k });
    }
    combos = next;
  }
  return combos.sort((a, b) => Object.values(a).reduce((s, n) => s + n, 0) - Object.values(b).reduce((s, n) => s + n, 0));
}

function adductLabel(adducts: AdductCounts): string {
  const parts = Object.entries(adducts).map(([a, k]) => `${k === 1 ? '' : k}${a}`);
  return parts.length ? ` +${parts.join('+')}` : '';
}

/**
 * The columns of the fit: every species (plain; its `adduct` field is ignored) with every combination of
 * counter-ions, grouped when their monoisotopic masses are within `tolerancePpm` of a neighbour (an isobar
 * the isotope pattern cannot tell apart). Columns whose candidates all count toward nothing are dropped.
 */
export function ionColumns(species: readonly AssaySpecies[], counted: (s: AssaySpecies) => boolean, adducts: readonly SaltAdduct[], tolerancePpm: number): IonColumn[] {
  const combos = adductCombinations(adducts);
  const items: (IonCandidate & { composition: Composition })[] = [];
  for (const s of species) {
    for (const combo of combos) {
      let c = s.composition;
      for (const [a, k] of Object.entries(combo) as [SaltAdduct, number][]) c = addCompositions(c, scaleComposition(ADDUCT_DELTA[a], k));
      items.push({ species: s, adducts: combo, label: `${s.label}${adductLabel(combo)}`, composition: c, monoisotopic: compositionMonoisotopicMass(c), counted: counted(s) });
    }
  }
  items.sort((a, b) => a.monoisotopic - b.monoisotopic);
  const groups: (typeof items)[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    const prev = last?.at(-1);
    if (last && prev && ((item.monoisotopic - prev.monoisotopic) / prev.monoisotopic) * 1e6 <= tolerancePpm) last.push(item);
    else groups.push([item]);
  }
  return groups
    .filter((g) => g.some((c) => c.counted))
    .map((g) => {
      const first = g[0]!;
      const pattern = isotopeDistribution(first.composition);
      return {
        candidates: g.map(({ composition: _, ...c }) => c),
        composition: first.composition,
        monoisotopic: first.monoisotopic,
        isotopes: pattern.peaks.filter((p) => p.probability >= MIN_ISOTOPE_SHARE).map((p) => ({ mass: p.mass, share: p.probability })),
      };
    });
}
