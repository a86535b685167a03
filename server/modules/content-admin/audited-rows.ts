import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { nextVersion, type VersionedTable } from '../../db/versioned.ts';
import { HttpError } from '../../http/errors.ts';
import { checkVersion } from '../../http/staff/stale-edit.ts';
import { withAudit, type AuditDeps } from '../audit/with-audit.ts';
import { type AuditActor } from '../../http/staff/actor.ts';

type Table = VersionedTable & { id: PgColumn };
type Row = Record<string, unknown> & { id: number };

/**
 * Create, replace and delete rows of one content table, each change audited (entity `entity`, the row's
 * id, before and after as the back office shows them). `shown` turns a stored row into that view (with
 * its `untranslated` marker and its `version`, left out of the audit trail); `stored` an edit into the row's columns.
 * A change or delete carries the `version` its form or list read: a stale one is refused (409 `E0409V`, checkVersion)
 * and a write increments it.
 */
export function auditedRows<Edit, Shown extends { id: number; untranslated: boolean; version: number }>(opts: { table: Table; entity: string; shown: (row: Row) => Shown; stored: (edit: Edit) => Record<string, unknown> }) {
  const { table, entity, shown } = opts;
  const audited = (s: Shown | null) => {
    if (!s) return null;
    const { untranslated: _, version: __, ...fields } = s;
    return fields;
  };
  const byId = async (db: Db, id: number): Promise<Shown | null> => {
    const [r] = (await db.select().from(table as PgTable).where(eq(table.id, id)).limit(1)) as Row[];
    return r ? shown(r) : null;
  };
  return {
    byId,
    create: (deps: AuditDeps, actor: AuditActor, edit: Edit): Promise<Shown> =>
      withAudit(deps, actor, { entity, key: '', action: 'create' }, async (tx) => {
        const [row] = (await tx.insert(table).values(opts.stored(edit) as never).returning()) as Row[];
        const after = shown(row!);
        return { before: null, after: audited(after), result: after, key: String(after.id) };
      }),
    update: (deps: AuditDeps, actor: AuditActor, id: number, { version, ...edit }: Edit & { version: number }): Promise<Shown> =>
      withAudit(deps, actor, { entity, key: String(id), action: 'update' }, async (tx) => {
        await checkVersion(tx, { table, where: eq(table.id, id), expected: version, entity, key: String(id), current: () => byId(tx, id) });
        const before = await byId(tx, id);
        if (!before) throw new HttpError('E0404');
        const [row] = (await tx.update(table).set({ ...opts.stored(edit as Edit), ...nextVersion(table) } as never).where(eq(table.id, id)).returning()) as Row[];
        const after = shown(row!);
        return { before: audited(before), after: audited(after), result: after };
      }),
    remove: (deps: AuditDeps, actor: AuditActor, id: number, version: number): Promise<{ id: number }> =>
      withAudit(deps, actor, { entity, key: String(id), action: 'delete' }, async (tx) => {
        await checkVersion(tx, { table, where: eq(table.id, id), expected: version, entity, key: String(id), current: () => byId(tx, id) });
        const before = await byId(tx, id);
        if (!before) throw new HttpError('E0404');
        await tx.delete(table).where(eq(table.id, id));
        return { before: audited(before), after: null, result: { id } };
      }),
  };
}
