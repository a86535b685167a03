import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { coaLots, products } from '../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Demo certificates: two released lots for every product, with fixed dates and values. */
export function buildCoaLots(catalogNumbers: readonly string[]) {
  const rows: { catalogNumber: string; lotNumber: string; manufacturedOn: string; expiresOn: string; purity: string; endotoxin: string; concentration: string; appearance: string }[] = [];
  catalogNumbers.forEach((cat, i) => {
    const liquid = cat.startsWith('MRN') || cat.startsWith('ENZ');
    for (const k of [0, 1]) {
      const year = 2025 + k;
      const month = ((Math.floor(i / 4) + k * 5) % 12) + 1;
      const mm = String(month).padStart(2, '0');
      rows.push({
        catalogNumber: cat,
        lotNumber: `L${year}${mm}${String(i).padStart(4, '0')}`,
        manufacturedOn: `${year}-${mm}-15`,
        expiresOn: `${year + 2}-${mm}-14`,
        purity: liquid ? '> 98% (HPLC)' : '> 95% (SDS-PAGE)',
        endotoxin: liquid ? '< 0.01 EU/µl (LAL)' : '< 0.1 EU/µg (LAL)',
        concentration: liquid ? '100 mM' : '0.5 mg/ml after reconstitution',
        appearance: liquid ? 'Clear, colourless solution' : 'Lyophilized white powder',
      });
    }
  });
  return rows;
}

/** Loads the demo lots for the products already inserted (inside the seed's transaction). */
export async function insertCoaLots(tx: Tx) {
  const all = await tx.select({ id: products.id, catalogNumber: products.catalogNumber }).from(products).orderBy(asc(products.catalogNumber));
  const idOf = new Map(all.map((p) => [p.catalogNumber, p.id]));
  const rows = buildCoaLots(all.map((p) => p.catalogNumber)).map(({ catalogNumber, ...lot }) => ({ ...lot, productId: idOf.get(catalogNumber)! }));
  await tx.delete(coaLots).where(inArray(coaLots.productId, [...idOf.values()]));
  for (let i = 0; i < rows.length; i += 200) await tx.insert(coaLots).values(rows.slice(i, i + 200));
  await tx.execute(sql`select setval(pg_get_serial_sequence('coa_lots', 'id'), coalesce((select max(id) from coa_lots), 1))`);
  return rows.length;
}
