import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productSizes } from '../../db/schema/index.ts';
import type { AuditEntry } from '../audit/with-audit.ts';
import type { NewerRow } from '../../../src/contracts/admin/catalogue-sheet.ts';
import type { PlannedProduct } from './catalogue-import.plan.ts';
import { productFieldIds, productFields } from './catalogue-sheet.queries.ts';

/** Rows per statement: each chunk travels as one JSON parameter expanded by json_populate_recordset. */
const CHUNK = 1000;

const productColumns = productFieldIds.map((id) => productFields[id].name);

async function inChunks<T>(rows: readonly T[], write: (json: string) => SQL, tx: Db) {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.execute(write(JSON.stringify(rows.slice(i, i + CHUNK))));
}

/** A product's columns under their database names (the JSON json_populate_recordset reads). */
const productRow = (p: PlannedProduct) => Object.fromEntries(productFieldIds.map((id) => [productFields[id].name, p.fields[id]]));

/**
 * The audit entry of one product: its changed columns and sizes before and after (all of a new product); when the
 * import overwrote a change made after its file was exported, `after.overwroteNewer` says when each happened.
 */
function auditEntry(p: PlannedProduct, newer: ReadonlyMap<string, NewerRow>): AuditEntry {
  // Stock appears in the trail only when it changed (or a size was added with one).
  const stockOf = (s: { stock: string | null; leadTimeDays: number | null }) => (s.stock === null && s.leadTimeDays === null ? {} : { stock: s.stock, leadTimeDays: s.leadTimeDays });
  const sizesAfter = [
    ...p.changedSizes.map((s) => ({ size: s.size, price: s.priceCny, ...(s.stockBefore ? { stock: s.stock, leadTimeDays: s.leadTimeDays } : {}) })),
    ...p.newSizes.map((s) => ({ size: s.size, price: s.priceCny, ...stockOf(s) })),
  ];
  if (!p.existing) return { entity: 'product', key: p.catalogNumber, action: 'create', before: null, after: { ...p.fields, sizes: sizesAfter } };
  const pick = (from: Record<string, unknown>) => Object.fromEntries(p.changedFields.map((id) => [id, from[id]]));
  const overwrote = newer.get(p.catalogNumber);
  return {
    entity: 'product',
    key: p.catalogNumber,
    action: 'update',
    before: { ...pick(p.existing.fields), sizes: p.changedSizes.map((s) => ({ size: s.size, price: s.before, ...(s.stockBefore ?? {}) })) },
    after: { ...pick(p.fields), sizes: sizesAfter, ...(overwrote ? { overwroteNewer: { changedAt: overwrote.changedAt, exportedAt: overwrote.exportedAt } } : {}) },
  };
}

/**
 * Writes a checked import plan in the caller's transaction with a few statements per thousand rows (not
 * one per row): new products, changed products (every sheet column set from the plan), new sizes, new
 * prices. Answers one audit entry per product created or changed.
 */
export async function applyImport(tx: Db, now: Date, plan: readonly PlannedProduct[], newer: readonly NewerRow[] = []): Promise<AuditEntry[]> {
  const created = plan.filter((p) => !p.existing);
  const changed = plan.filter((p) => p.existing && p.changedFields.length);
  const cols = sql.raw(['catalog_number', 'created_at', ...productColumns].join(', '));
  await inChunks(
    created.map((p) => ({ catalog_number: p.catalogNumber, created_at: now.toISOString(), ...productRow(p) })),
    (json) => sql`insert into ${products} (${cols}) select ${cols} from json_populate_recordset(null::${products}, ${json}::json)`,
    tx,
  );
  // Every write of a product moves its edit version (server/db/versioned.ts), so a form opened before the import refuses to overwrite it.
  const set = sql.raw([...productColumns.map((c) => `${c} = j.${c}`), 'version = products.version + 1'].join(', '));
  await inChunks(
    changed.map((p) => ({ id: p.existing!.id, ...productRow(p) })),
    (json) => sql`update ${products} set ${set} from json_populate_recordset(null::${products}, ${json}::json) j where ${products}.id = j.id`,
    tx,
  );
  const ids = new Map<string, number>(plan.filter((p) => p.existing).map((p) => [p.catalogNumber, p.existing!.id]));
  if (created.length) {
    const numbers = JSON.stringify(created.map((p) => p.catalogNumber));
    const rows = await tx
      .select({ id: products.id, catalogNumber: products.catalogNumber })
      .from(products)
      .where(sql`${products.catalogNumber} in (select json_array_elements_text(${numbers}::json))`);
    for (const r of rows) ids.set(r.catalogNumber, r.id);
  }
  const sizeCols = sql.raw('product_id, size, price_cny, sort, stock, lead_time_days');
  await inChunks(
    plan.flatMap((p) =>
      p.newSizes.map((s) => ({ product_id: ids.get(p.catalogNumber)!, size: s.size, price_cny: s.priceCny, sort: s.sort, stock: s.stock, lead_time_days: s.leadTimeDays })),
    ),
    (json) => sql`insert into ${productSizes} (${sizeCols}) select ${sizeCols} from json_populate_recordset(null::${productSizes}, ${json}::json)`,
    tx,
  );
  await inChunks(
    plan.flatMap((p) => p.changedSizes.map((s) => ({ id: s.id, price_cny: s.priceCny, stock: s.stock, lead_time_days: s.leadTimeDays }))),
    (json) => sql`update ${productSizes} set price_cny = j.price_cny, stock = j.stock, lead_time_days = j.lead_time_days from json_populate_recordset(null::${productSizes}, ${json}::json) j where ${productSizes}.id = j.id`,
    tx,
  );
  // Every product written is marked changed now (by the database's clock, as every product write): a size's price too.
  const touched = JSON.stringify(plan.map((p) => ids.get(p.catalogNumber)!));
  if (plan.length) await tx.execute(sql`update ${products} set updated_at = now() where id in (select json_array_elements_text(${touched}::json)::int)`);
  const newerByProduct = new Map(newer.map((r) => [r.catalogNumber, r]));
  return plan.map((p) => auditEntry(p, newerByProduct));
}
