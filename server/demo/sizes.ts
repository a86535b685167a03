import type { productSizes } from '../db/schema/index.ts';
import type { Rng } from './prng.ts';

/** Pack sizes by kind of product: labels as printed, amounts in one unit per ladder (for pricing). */
const LADDERS = {
  protein: { labels: ['10 µg', '50 µg', '100 µg', '500 µg', '1 mg'], amounts: [10, 50, 100, 500, 1000] },
  antibody: { labels: ['25 µg', '100 µg', '500 µg', '1 mg'], amounts: [25, 100, 500, 1000] },
  cap: { labels: ['1 µmol', '5 µmol', '25 µmol', '100 µmol'], amounts: [1, 5, 25, 100] },
  ntp: { labels: ['100 µL', '1 mL', '5 mL', '25 mL'], amounts: [0.1, 1, 5, 25] },
  ntpSet: { labels: ['4 × 100 µL', '4 × 1 mL', '4 × 5 mL'], amounts: [0.1, 1, 5] },
  unitsSmall: { labels: ['100 U', '500 U', '2,500 U'], amounts: [100, 500, 2500] },
  unitsMid: { labels: ['1,000 U', '5,000 U', '25,000 U'], amounts: [1000, 5000, 25000] },
  unitsLarge: { labels: ['5,000 U', '25,000 U', '100,000 U'], amounts: [5000, 25000, 100000] },
  unitsHuge: { labels: ['20,000 U', '100,000 U', '500,000 U'], amounts: [20000, 100000, 500000] },
  grams: { labels: ['100 mg', '500 mg', '1 g', '5 g'], amounts: [100, 500, 1000, 5000] },
  volume: { labels: ['0.5 mL', '5 mL', '50 mL'], amounts: [0.5, 5, 50] },
  pmol: { labels: ['100 pmol', '500 pmol', '2,500 pmol'], amounts: [100, 500, 2500] },
  kit: { labels: ['20 rxns', '50 rxns', '100 rxns'], amounts: [20, 50, 100] },
  plate: { labels: ['96 tests', '5 × 96 tests'], amounts: [96, 480] },
  vial: { labels: ['1 vial (≥1×10⁶ cells)', '2 vials (≥1×10⁶ cells each)'], amounts: [1, 2] },
} as const satisfies Record<string, { labels: readonly string[]; amounts: readonly number[] }>;

export type LadderKey = keyof typeof LADDERS;

export type SizeRow = Omit<typeof productSizes.$inferInsert, 'id'>;

/** How the prices of a product are shown: all priced, all on inquiry, or the largest size on inquiry. */
export type PriceMode = 'priced' | 'inquiry' | 'mixed';

/**
 * Larger packs cost less per unit: price grows with amount^0.72 (a typical reagent price curve),
 * rounded to 10 CNY (to 100 CNY above 10,000).
 */
function priceFor(basePriceCny: number, amount: number, firstAmount: number): string {
  const raw = basePriceCny * (amount / firstAmount) ** 0.72;
  const step = raw >= 10_000 ? 100 : 10;
  return (Math.round(raw / step) * step).toFixed(2);
}

/** 1-4 consecutive sizes of the ladder with prices (null = inquiry), for product `productId`. */
export function buildSizes(productId: number, ladder: LadderKey, basePriceCny: number, mode: PriceMode, r: Rng): SizeRow[] {
  const { labels, amounts } = LADDERS[ladder];
  const max = Math.min(4, labels.length);
  const count = r.weighted([1, 2, 3, 4].slice(0, max), [2, 4, 3, 2].slice(0, max));
  const start = r.int(0, Math.min(1, labels.length - count));
  const first = amounts[0] as number;
  return Array.from({ length: count }, (_, i) => {
    const k = start + i;
    const inquiry = mode === 'inquiry' || (mode === 'mixed' && i === count - 1 && count > 1);
    return {
      productId,
      size: labels[k] as string,
      priceCny: inquiry ? null : priceFor(basePriceCny, amounts[k] as number, first),
      sort: (i + 1) * 10,
    };
  });
}
