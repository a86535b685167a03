import { desc, eq } from 'drizzle-orm';
import type { AdminSynonym, SynonymEdit, SynonymSave } from '../../../src/contracts/admin/search.ts';
import type { Db } from '../../db/client.ts';
import { nextVersion } from '../../db/versioned.ts';
import { searchSynonyms } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { AuditActor } from '../../http/staff/actor.ts';
import { checkVersion } from '../../http/staff/stale-edit.ts';
import { withAudit, type AuditDeps } from '../audit/with-audit.ts';

/** The synonym groups staff added, newest first (the search index reads them; search-index.ts). */
export async function adminSynonyms(db: Db): Promise<AdminSynonym[]> {
  const rows = await db.select().from(searchSynonyms).orderBy(desc(searchSynonyms.id));
  return rows.map((r) => ({ id: r.id, names: r.names, version: r.version }));
}

/** The staff's groups as the synonym table takes them. */
export const staffSynonymGroups = async (db: Db): Promise<string[][]> => (await adminSynonyms(db)).map((s) => s.names);

const ENTITY = 'search-synonym';
const byId = async (tx: Db, id: number) => (await adminSynonyms(tx)).find((s) => s.id === id);

/**
 * Adds, changes or removes a group, audited (entity `search-synonym`, its id); the caller drops this process's search
 * index (search.admin.ts), the change feed every other process's.
 */
export function createSynonym(deps: AuditDeps, actor: AuditActor, edit: SynonymEdit): Promise<AdminSynonym> {
  return withAudit(deps, actor, { entity: ENTITY, key: '', action: 'create' }, async (tx) => {
    const [made] = await tx.insert(searchSynonyms).values({ names: edit.names, updatedAt: deps.now() }).returning();
    const after = { id: made!.id, names: made!.names, version: made!.version };
    return { before: null, after, result: after, key: String(after.id) };
  });
}

export function updateSynonym(deps: AuditDeps, actor: AuditActor, id: number, { version, names }: SynonymSave): Promise<AdminSynonym> {
  return withAudit(deps, actor, { entity: ENTITY, key: String(id), action: 'update' }, async (tx) => {
    await checkVersion(tx, { table: searchSynonyms, where: eq(searchSynonyms.id, id), expected: version, entity: ENTITY, key: String(id), current: () => byId(tx, id) });
    const before = (await byId(tx, id))!;
    await tx.update(searchSynonyms).set({ names, updatedAt: deps.now(), ...nextVersion(searchSynonyms) }).where(eq(searchSynonyms.id, id));
    const after = (await byId(tx, id))!;
    return { before, after, result: after };
  });
}

export function deleteSynonym(deps: AuditDeps, actor: AuditActor, id: number): Promise<void> {
  return withAudit(deps, actor, { entity: ENTITY, key: String(id), action: 'delete' }, async (tx) => {
    const before = await byId(tx, id);
    if (!before) throw new HttpError('E0404');
    await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
    return { before, after: null, result: undefined };
  });
}
