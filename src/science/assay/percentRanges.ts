import type { FivePrimeCategory } from '../mass/fivePrimeDefinition.ts';

/** What a percentage needs to know of a 5' form. */
export interface FormClass {
  readonly category: FivePrimeCategory;
  readonly cap1: boolean;
}

/**
 * The assay's percentages, each a share of the assigned intensity: capped (m7G caps), Cap1, any cap (m7G +
 * GpppN), uncapped (ppp, pp, p, OH) and GpppN. capped + GpppN + uncapped = 100 %.
 */
export const PERCENTS = {
  capped: (f: FormClass) => f.category === 'm7G_cap',
  cap1: (f: FormClass) => f.cap1,
  any_cap: (f: FormClass) => f.category !== 'uncapped',
  uncapped: (f: FormClass) => f.category === 'uncapped',
  gpppn: (f: FormClass) => f.category === 'GpppN',
} as const;
export type PercentName = keyof typeof PERCENTS;

/** Intensity the matching could not give to one species: each candidate's class, or null when it counts nowhere. */
export interface AmbiguousShare {
  readonly intensity: number;
  readonly candidates: readonly (FormClass | null)[];
}

/** [min, max] of each percentage, %; null when no way of giving the intensity assigns anything. */
export type PercentRanges = Readonly<Record<PercentName, readonly [number, number] | null>>;

interface Option {
  readonly num: number;
  readonly den: number;
}

/**
 * Extreme of (a + sum num) / (t + sum den) over one option per item: Dinkelbach's iteration (Dinkelbach,
 * Management Science 13, 1967) for a ratio of sums, exact in a few steps. Splitting an item between
 * candidates never goes beyond the extremes (a linear-fractional function over a product of simplices
 * takes its extremes at vertices), so whole assignments suffice.
 */
function extreme(a: number, t: number, items: readonly (readonly Option[])[], sign: 1 | -1): number | null {
  let pick = items.map((options) => options.reduce((best, o) => (o.den > best.den ? o : best)));
  const ratio = (chosen: readonly Option[]) => {
    const den = t + chosen.reduce((s, o) => s + o.den, 0);
    return den > 0 ? (a + chosen.reduce((s, o) => s + o.num, 0)) / den : null;
  };
  let lambda = ratio(pick);
  if (lambda === null) return null;
  for (let step = 0; step < 100; step++) {
    const l = lambda;
    const next = items.map((options) => options.reduce((best, o) => (sign * (o.num - l * o.den) > sign * (best.num - l * best.den) ? o : best)));
    const value = ratio(next);
    if (value === null || sign * (value - l) <= 1e-15 * Math.max(1, Math.abs(l))) break;
    pick = next;
    lambda = value;
  }
  return lambda;
}

/**
 * Each percentage's range over every way of giving each ambiguous intensity to one of its candidates (a
 * candidate that counts toward no percentage, e.g. an n±1 product without `include_cut_variants`, takes
 * the intensity out of the denominator).
 *
 * @param assigned - intensity given to one species, with that species' class
 */
export function percentRanges(assigned: readonly { readonly form: FormClass; readonly intensity: number }[], ambiguous: readonly AmbiguousShare[]): PercentRanges {
  const out: Partial<Record<PercentName, readonly [number, number] | null>> = {};
  const total = assigned.reduce((s, x) => s + x.intensity, 0);
  for (const [name, select] of Object.entries(PERCENTS) as [PercentName, (f: FormClass) => boolean][]) {
    const part = assigned.reduce((s, x) => s + (select(x.form) ? x.intensity : 0), 0);
    const items = ambiguous.map((m) => m.candidates.map((c): Option => (c === null ? { num: 0, den: 0 } : { num: select(c) ? m.intensity : 0, den: m.intensity })));
    const min = extreme(part, total, items, -1);
    const max = extreme(part, total, items, 1);
    out[name] = min === null || max === null ? null : [100 * min, 100 * max];
  }
  return out as PercentRanges;
}
