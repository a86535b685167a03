import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { ChangeFeed, SiteChange } from '../../events/change-feed.ts';
import type { AuditActor } from '../../http/staff/actor.ts';

/** What a change function answers: the entity before and after (as JSON), and its own result. */
export interface AuditedChange<T> {
  before: unknown;
  after: unknown;
  result: T;
  /** The entity's key when only the change knows it (a row it created); default: the key given. */
  key?: string;
  /** The action when only the change knows it (`replace` rather than `create`); default: the action given. */
  action?: string;
  /**
   * Whether anything changed; default: whether `before` and `after` differ. A change that changed
   * nothing writes no audit row and tells nobody.
   */
  changed?: boolean;
}

export interface AuditDeps {
  db: Db;
  now: () => Date;
  changes?: ChangeFeed | undefined;
}

const json = (value: unknown) => JSON.stringify(value ?? null);

/**
 * Runs `change` in one transaction together with its audit row (who, when, entity and key, action,
 * before and after, client address and user agent): either both are stored or neither, so a failing
 * change (it throws) leaves no row. After the commit every server process hears of it through the
 * change feed (server/events/). A back-office change is a call:
 *
 *   await withAudit(deps, actorOf(deps, c), { entity: 'config', key, action: 'update' }, async (tx) => {
 *     const before = await read(tx); await write(tx); return { before, after: await read(tx), result };
 *   });
 */
export async function withAudit<T>(deps: AuditDeps, actor: AuditActor, what: SiteChange, change: (tx: Db) => Promise<AuditedChange<T>>): Promise<T> {
  let told: SiteChange | null = null;
  const result = await deps.db.transaction(async (tx) => {
    const out = await change(tx as unknown as Db);
    if (!(out.changed ?? json(out.before) !== json(out.after))) return out.result;
    const done = { ...what, key: out.key ?? what.key, action: out.action ?? what.action };
    await tx.insert(auditLog).values(auditRow(actor, deps.now(), { entity: done.entity, key: done.key, action: done.action, before: out.before, after: out.after }));
    await deps.changes?.inTransaction(tx as unknown as Db, done);
    told = done;
    return out.result;
  });
  if (told) deps.changes?.committed(told);
  return result;
}

/** One audited entity of a change that touches many (an import): its key, action, before and after. */
export interface AuditEntry {
  entity: string;
  key: string;
  action: string;
  before: unknown;
  after: unknown;
}

/** The audit row of one entry changed by `actor` at `at`. */
function auditRow<At>(actor: AuditActor, at: At, e: AuditEntry) {
  return { at, staffId: actor.staffId, entity: e.entity, entityKey: e.key, action: e.action, before: e.before ?? null, after: e.after ?? null, ip: actor.ip, userAgent: actor.userAgent };
}

/**
 * An audited event that changes no entity (a staff login, a refused one): its row alone, written at once. Not for a
 * change: a change's row belongs in the change's own transaction (withAudit).
 */
export async function auditEvent(db: Db, actor: AuditActor, at: Date, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(actor, at, e));
}

/** Audit rows per INSERT: one JSON parameter each, expanded by json_populate_recordset. */
const AUDIT_CHUNK = 1000;

/**
 * Like `withAudit` for a change of many entities at once (a spreadsheet import): `change` answers one
 * entry per changed entity, and they are written as one audit row each in the change's own transaction,
 * many rows per statement; the change feed hears of it once, as `what`. No entry: nothing is written
 * and nobody is told.
 */
export async function withAuditEntries<T>(deps: AuditDeps, actor: AuditActor, what: SiteChange, change: (tx: Db) => Promise<{ entries: AuditEntry[]; result: T }>): Promise<T> {
  let told = false;
  const result = await deps.db.transaction(async (tx) => {
    const out = await change(tx as unknown as Db);
    if (out.entries.length === 0) return out.result;
    const at = deps.now().toISOString();
    for (let i = 0; i < out.entries.length; i += AUDIT_CHUNK) {
      // json_populate_recordset matches the table's column names.
      const rows = out.entries.slice(i, i + AUDIT_CHUNK).map((e) => Object.fromEntries(Object.entries(auditRow(actor, at, e)).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v])));
      const cols = sql.raw('at, staff_id, entity, entity_key, action, before, after, ip, user_agent');
      await tx.execute(sql`insert into ${auditLog} (${cols}) select ${cols} from json_populate_recordset(null::${auditLog}, ${JSON.stringify(rows)}::json)`);
    }
    await deps.changes?.inTransaction(tx as unknown as Db, what);
    told = true;
    return out.result;
  });
  if (told) deps.changes?.committed(what);
  return result;
}
