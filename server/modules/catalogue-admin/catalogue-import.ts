import { sql } from 'drizzle-orm';
import type { ImportReport, SheetColumnId } from '../../../src/contracts/admin/catalogue-sheet.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { withAuditEntries, type AuditDeps } from '../audit/with-audit.ts';
import { type AuditActor } from '../../http/staff/actor.ts';
import { applyImport } from './catalogue-import.apply.ts';
import { planImport, type ImportPlan } from './catalogue-import.plan.ts';
import { catalogueSnapshot, sheetReferences } from './catalogue-sheet.queries.ts';
import type { ReadTable } from './sheet-files.ts';

const reportOf = (plan: ImportPlan, dryRun: boolean, encoding: string | null): ImportReport => ({
  dryRun,
  applied: !dryRun && plan.errors.length === 0,
  create: plan.create,
  update: plan.update,
  unchanged: plan.unchanged,
  errors: plan.errors,
  changes: plan.changes,
  ignoredColumns: plan.ignoredColumns,
  encoding,
});

/** Checks a table against the catalogue as `db` sees it. */
async function plan(db: Db, lang: Lang, table: ReadTable, mapping: Record<string, SheetColumnId>) {
  const [snapshot, refs] = await Promise.all([catalogueSnapshot(db), sheetReferences(db)]);
  return planImport(lang, table.rows, mapping, snapshot, refs, table.notes);
}

/** Imports never run side by side: the second waits, then plans against what the first wrote. */
const IMPORT_LOCK = sql`select pg_advisory_xact_lock(hashtext('catalogue-import'))`;

/**
 * Checks a read spreadsheet against the catalogue and, unless `dryRun`, applies it in one transaction
 * (all or nothing: any error writes nothing) with one audit row per product created or changed; the
 * change feed then tells every server process. The same report either way.
 */
export async function importCatalogue(deps: AuditDeps, actor: AuditActor, input: { lang: Lang; table: ReadTable; mapping: Record<string, SheetColumnId>; dryRun: boolean }): Promise<ImportReport> {
  const { lang, table, mapping, dryRun } = input;
  if (dryRun) return reportOf(await plan(deps.db, lang, table, mapping), true, table.encoding);
  return withAuditEntries(deps, actor, { entity: 'catalogue', key: 'import', action: 'import' }, async (tx) => {
    await tx.execute(IMPORT_LOCK);
    const checked = await plan(tx, lang, table, mapping);
    const entries = checked.errors.length ? [] : await applyImport(tx, deps.now(), checked.products);
    return { entries, result: reportOf(checked, false, table.encoding) };
  });
}
