import { asc, eq } from 'drizzle-orm';
import type { LotResult } from '../../src/contracts/admin/lots.ts';
import { lots, products, productSizes } from '../db/schema/index.ts';
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

/** The two demo lots of the i-th product (by catalog number): number, made and expiry dates, fixed so reseeding keeps them. */
export function demoLotsOf(catalogNumber: string, i: number) {
  return [0, 1].map((k) => {
    const year = 2025 + k;
    const mm = String(((Math.floor(i / 4) + k * 5) % 12) + 1).padStart(2, '0');
    return { lotNumber: `L${year}${mm}${String(i).padStart(4, '0')}`, madeOn: `${year}-${mm}-15`, expiresOn: `${year + 2}-${mm}-14`, n: 2 * i + k + 1 };
  });
}

/**
 * Demo lots: two released lots of every product, each in every size of it with the same lot number, dates and
 * measured results (within the product's own specification), so the certificate on the product page names a lot
 * that can ship. Lots already there (possibly shipped) are kept.
 */
export async function insertDemoLots(tx: Tx): Promise<number> {
  const rows = await tx
    .select({
      productId: products.id,
      catalogNumber: products.catalogNumber,
      sizeId: productSizes.id,
      spec: { purityPercent: products.purityPercent, purityMethod: products.purityMethod, endotoxinEuPerUg: products.endotoxinEuPerUg, formulationEn: products.formulationEn, activityEn: products.activityEn },
    })
    .from(products)
    .innerJoin(productSizes, eq(productSizes.productId, products.id))
    .orderBy(asc(products.catalogNumber), asc(productSizes.id));
  const indexOf = new Map([...new Set(rows.map((r) => r.catalogNumber))].map((cat, i) => [cat, i]));
  const values = rows.flatMap(({ productId, catalogNumber, sizeId, spec }) =>
    demoLotsOf(catalogNumber, indexOf.get(catalogNumber)!).map((lot) => ({
      productId,
      sizeId,
      lotNumber: lot.lotNumber,
      madeOn: lot.madeOn,
      expiresOn: lot.expiresOn,
      quantityReleased: DEMO_RELEASED,
      results: demoResults(spec, lot.n),
      releasedBy: null,
      releasedAt: new Date(`${lot.madeOn}T08:00:00Z`),
    })),
  );
  for (let i = 0; i < values.length; i += 200) await tx.insert(lots).values(values.slice(i, i + 200)).onConflictDoNothing();
  return values.length;
}
