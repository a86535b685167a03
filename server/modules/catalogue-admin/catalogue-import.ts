import { sql } from 'drizzle-orm';
import type { ImportReport, NewerRow, SheetColumnId } from '../../../src/contracts/admin/catalogue-sheet.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { translate } from '../../../src/i18n/create.ts';
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
  exportedAt: plan.exportedAt,
  newer: plan.newer,
  unchecked: plan.unchecked,
});

/** Checks a table against the catalogue as `db` sees it. */
async function plan(db: Db, lang: Lang, table: ReadTable, mapping: Record<string, SheetColumnId>) {
  const [snapshot, refs] = await Promise.all([catalogueSnapshot(db), sheetReferences(db)]);
  return planImport(lang, table.rows, mapping, snapshot, refs, table.notes, table.aboutExportedAt);
}

/** Imports never run side by side: the second waits, then plans against what the first wrote. */
const IMPORT_LOCK = sql`select pg_advisory_xact_lock(hashtext('catalogue-import'))`;

/** "2026-11-28 09:30:12 UTC": a time in a refusal's message. */
const shownTime = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

/** The 409 of an import that would overwrite newer changes: one line per such row (applied with `overwriteNewer`). */
const newerRefusal = (lang: Lang, newer: readonly NewerRow[]) =>
  new HttpError(
    'E0409',
    newer.map((r) => ({ field: 'overwriteNewer', message: translate(lang, 'admin:sheet.newerRow', { row: r.row, catalogNumber: r.catalogNumber, size: r.size, changedAt: shownTime(r.changedAt), exportedAt: shownTime(r.exportedAt) }) })),
  );

/**
 * Checks a read spreadsheet against the catalogue and, unless `dryRun`, applies it in one transaction
 * (all or nothing: any error writes nothing) with one audit row per product created or changed; the
 * change feed then tells every server process. The same report either way. Rows that would overwrite a
 * change made after the file was exported (the report's `newer`) are applied only with `overwriteNewer`:
 * without it the import is refused (409 naming the rows) and nothing is written; with it the audit row of
 * each such product says which change it overwrote.
 */
export async function importCatalogue(
  deps: AuditDeps,
  actor: AuditActor,
  input: { lang: Lang; table: ReadTable; mapping: Record<string, SheetColumnId>; dryRun: boolean; overwriteNewer?: boolean },
): Promise<ImportReport> {
  const { lang, table, mapping, dryRun } = input;
  if (dryRun) return reportOf(await plan(deps.db, lang, table, mapping), true, table.encoding);
  return withAuditEntries(deps, actor, { entity: 'catalogue', key: 'import', action: 'import' }, async (tx) => {
    await tx.execute(IMPORT_LOCK);
    const checked = await plan(tx, lang, table, mapping);
    if (checked.errors.length === 0 && checked.newer.length > 0 && !input.overwriteNewer) throw newerRefusal(lang, checked.newer);
    const entries = checked.errors.length ? [] : await applyImport(tx, deps.now(), checked.products, checked.newer);
    return { entries, result: reportOf(checked, false, table.encoding) };
  });
}
