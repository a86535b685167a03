import { asc, eq } from 'drizzle-orm';
import type { LotResult } from '../../src/contracts/admin/lots.ts';
import { coaLots, lots, products, productSizes } from '../db/schema/index.ts';
import type { Tx } from './insert.ts';

/** Units released of each demo lot in each size. */
const DEMO_RELEASED = 40;

/** What a demo lot's results are measured against: the product's own specification (the page's). */
interface StatedSpecification {
  purityPercent: number | null;
  purityMethod: string | null;
  endotoxinEuPerUg: number | null;
  formulationEn: string | null;
  activityEn: string | null;
}

/**
 * The measured values of a demo lot, one per test the product's specification states and each within it (purity
 * above the stated minimum, endotoxin below the stated limit), so the product page, the lot's results and its
 * certificate never disagree. `n` varies the values from lot to lot.
 */
export function demoResults(spec: StatedSpecification, n: number): LotResult[] {
  const results: LotResult[] = [];
  if (spec.purityPercent !== null) {
    const minimum = Number(spec.purityPercent);
    const measured = Math.min(99.9, minimum + 0.6 + (n % 12) / 10);
    results.push({ test: 'purity', specification: `> ${minimum}%`, value: `${measured.toFixed(1)}%`, method: spec.purityMethod ?? 'SDS-PAGE' });
  }
  if (spec.endotoxinEuPerUg !== null) {
    const limit = Number(spec.endotoxinEuPerUg);
    results.push({ test: 'endotoxin', specification: `< ${limit} EU/µg`, value: `${(limit * (0.2 + (n % 6) / 10)).toPrecision(2)} EU/µg`, method: 'LAL' });
  }
  if (spec.formulationEn) results.push({ test: 'concentration', specification: spec.formulationEn.slice(0, 200), value: `${(0.48 + (n % 5) / 100).toFixed(2)} mg/ml`, method: 'UV absorbance (A280)' });
  if (spec.activityEn) results.push({ test: 'bioactivity', specification: spec.activityEn.slice(0, 200), value: `${92 + (n % 15)}% of the reference standard`, method: 'Cell-based assay' });
  return results;
}

/**
 * Demo lots: each released lot with a certificate (coa_lots) in every size of its product, with the same lot
 * number, dates and measured results, so the certificate on the product page names a lot that can ship. Lots
 * already there (possibly shipped) are kept.
 */
export async function insertDemoLots(tx: Tx): Promise<number> {
  const rows = await tx
    .select({
      lot: coaLots,
      sizeId: productSizes.id,
      spec: { purityPercent: products.purityPercent, purityMethod: products.purityMethod, endotoxinEuPerUg: products.endotoxinEuPerUg, formulationEn: products.formulationEn, activityEn: products.activityEn },
    })
    .from(coaLots)
    .innerJoin(productSizes, eq(productSizes.productId, coaLots.productId))
    .innerJoin(products, eq(products.id, coaLots.productId))
    .orderBy(asc(coaLots.id), asc(productSizes.id));
  const values = rows.map(({ lot, sizeId, spec }) => ({
    productId: lot.productId,
    sizeId,
    lotNumber: lot.lotNumber,
    madeOn: lot.manufacturedOn,
    expiresOn: lot.expiresOn,
    quantityReleased: DEMO_RELEASED,
    results: demoResults(spec, lot.id),
    releasedBy: null,
    releasedAt: new Date(`${lot.manufacturedOn}T08:00:00Z`),
  }));
  for (let i = 0; i < values.length; i += 200) await tx.insert(lots).values(values.slice(i, i + 200)).onConflictDoNothing();
  return values.length;
}
