import { eq, inArray } from 'drizzle-orm';
import type { LotImportReport } from '../../../src/contracts/admin/lot-sheet.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { lots, productSizes, products } from '../../db/schema/index.ts';
import type { AuditActor } from '../../http/staff/actor.ts';
import type { AuditDeps } from '../audit/with-audit.ts';
import type { ReadTable } from '../catalogue-admin/sheet-files.ts';
import { planLotSheet, type SizeIndex } from './lot-sheet-plan.ts';
import { releaseLot } from './lots.changes.ts';

/** Every size of the products the sheet names, indexed by catalog number (upper case) and size text. */
async function sizesNamed(db: Db, table: ReadTable): Promise<SizeIndex> {
  const named = [...new Set(table.rows.slice(1).flatMap((r) => r.map((v) => v.trim().toUpperCase())))].filter(Boolean);
  const index: SizeIndex = new Map();
  if (named.length === 0) return index;
  const rows = await db
    .select({ sizeId: productSizes.id, size: productSizes.size, productId: products.id, catalogNumber: products.catalogNumber })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(inArray(products.catalogNumber, named));
  for (const r of rows) {
    const key = r.catalogNumber.toUpperCase();
    if (!index.has(key)) index.set(key, new Map());
    index.get(key)!.set(r.size, { sizeId: r.sizeId, productId: r.productId, catalogNumber: r.catalogNumber });
  }
  return index;
}

/**
 * Imports a lot-results sheet (src/contracts/admin/lot-sheet.ts): checks every row first, refuses a lot number
 * already released in its size, and only when the whole file is right (and not a dry run) releases every lot in one
 * transaction, each audited as the form's release is (entity `lot`, action `release`, who and when).
 */
export async function importLotSheet(deps: AuditDeps, actor: AuditActor, input: { lang: Lang; table: ReadTable; dryRun: boolean }): Promise<LotImportReport> {
  const { db } = deps;
  const planned = planLotSheet(input.lang, input.table, await sizesNamed(db, input.table));
  const sizeIds = planned.lots.map((l) => l.release.sizeId);
  const taken = sizeIds.length ? await db.select({ sizeId: lots.sizeId, lotNumber: lots.lotNumber }).from(lots).where(inArray(lots.sizeId, sizeIds)) : [];
  for (const l of planned.lots) {
    if (taken.some((t) => t.sizeId === l.release.sizeId && t.lotNumber === l.release.lotNumber)) {
      planned.errors.push({ row: l.row, column: 'lotNumber', message: `${translate(input.lang, 'admin:lots.v.lotTaken')}: “${l.release.lotNumber}”` });
    }
  }
  const report: LotImportReport = {
    dryRun: input.dryRun,
    applied: false,
    lots: planned.lots.map((l) => ({ row: l.row, catalogNumber: l.product.catalogNumber, size: l.size, lotNumber: l.release.lotNumber, madeOn: l.release.madeOn, expiresOn: l.release.expiresOn, quantityReleased: l.release.quantityReleased, tests: l.release.results.map((r) => r.test) })),
    errors: planned.errors.sort((a, b) => a.row - b.row),
  };
  if (input.dryRun || report.errors.length > 0 || planned.lots.length === 0) return report;
  // One transaction for the file; each release is its own audited savepoint inside it, so any failure undoes all.
  await db.transaction(async (tx) => {
    for (const l of planned.lots) await releaseLot({ ...deps, db: tx as unknown as Db }, actor, l.product, l.release);
  });
  return { ...report, applied: true };
}
