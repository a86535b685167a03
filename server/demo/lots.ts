import { asc, eq } from 'drizzle-orm';
import type { LotResult } from '../../src/contracts/admin/lots.ts';
import { coaLots, lots, productSizes } from '../db/schema/index.ts';
import type { Tx } from './insert.ts';

/** Units released of each demo lot in each size. */
const DEMO_RELEASED = 40;

/** "> 95% (SDS-PAGE)" → the specification "> 95%" and the method "SDS-PAGE"; no brackets, no method named. */
function specAndMethod(printed: string, method: string): [string, string] {
  const m = /^(.*?)\s*\(([^)]+)\)$/.exec(printed);
  return m ? [m[1]!, m[2]!] : [printed, method];
}

/**
 * The measured values of a demo lot, within the specifications its certificate prints (coa-lots.ts), so the
 * lot's page, its results table and its certificate never disagree. `n` varies the values from lot to lot.
 */
export function demoResults(lot: typeof coaLots.$inferSelect, n: number): LotResult[] {
  const liquid = lot.purity.includes('HPLC');
  const [puritySpec, purityMethod] = specAndMethod(lot.purity, 'SDS-PAGE');
  const [endoSpec, endoMethod] = specAndMethod(lot.endotoxin, 'LAL');
  const results: LotResult[] = [
    { test: 'purity', specification: puritySpec, value: `${((liquid ? 98.3 : 95.6) + (n % 12) / 10).toFixed(1)}%`, method: purityMethod },
    { test: 'endotoxin', specification: endoSpec, value: liquid ? `${(0.002 + (n % 5) / 1000).toFixed(3)} EU/µl` : `${(0.02 + (n % 6) / 100).toFixed(2)} EU/µg`, method: endoMethod },
    { test: 'concentration', specification: lot.concentration, value: liquid ? `${(99 + (n % 3)).toFixed(0)} mM` : `${(0.48 + (n % 5) / 100).toFixed(2)} mg/ml`, method: liquid ? 'UV absorbance (A260)' : 'UV absorbance (A280)' },
  ];
  if (!liquid) results.push({ test: 'bioactivity', specification: 'Comparable to the reference standard', value: `${92 + (n % 15)}% of reference`, method: 'Cell-based assay' });
  return results;
}

/**
 * Demo lots: each released lot with a certificate (coa_lots) in every size of its product, with the same lot
 * number, dates and measured results, so the certificate on the product page names a lot that can ship. Lots
 * already there (possibly shipped) are kept.
 */
export async function insertDemoLots(tx: Tx): Promise<number> {
  const rows = await tx.select({ lot: coaLots, sizeId: productSizes.id }).from(coaLots).innerJoin(productSizes, eq(productSizes.productId, coaLots.productId)).orderBy(asc(coaLots.id), asc(productSizes.id));
  const values = rows.map(({ lot, sizeId }) => ({
    productId: lot.productId,
    sizeId,
    lotNumber: lot.lotNumber,
    madeOn: lot.manufacturedOn,
    expiresOn: lot.expiresOn,
    quantityReleased: DEMO_RELEASED,
    results: demoResults(lot, lot.id),
    releasedBy: null,
    releasedAt: new Date(`${lot.manufacturedOn}T08:00:00Z`),
  }));
  for (let i = 0; i < values.length; i += 200) await tx.insert(lots).values(values.slice(i, i + 200)).onConflictDoNothing();
  return values.length;
}
