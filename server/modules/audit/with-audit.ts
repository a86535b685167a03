import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { ChangeFeed, SiteChange } from '../../events/change-feed.ts';

/** Who makes a change: a staff member (with the request's client), or the command line (staffId null). */
export interface AuditActor {
  staffId: number | null;
  ip: string | null;
  userAgent: string | null;
}

/** What a change function answers: the entity before and after (as JSON), and its own result. */
export interface AuditedChange<T> {
  before: unknown;
  after: unknown;
  result: T;
  /** The entity's key when only the change knows it (a row it created); default: the key given. */
  key?: string;
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
    const done = { ...what, key: out.key ?? what.key };
    await tx.insert(auditLog).values({
      at: deps.now(),
      staffId: actor.staffId,
      entity: done.entity,
      entityKey: done.key,
      action: done.action,
      before: out.before ?? null,
      after: out.after ?? null,
      ip: actor.ip,
      userAgent: actor.userAgent,
    });
    await deps.changes?.inTransaction(tx as unknown as Db, done);
    told = done;
    return out.result;
  });
  if (told) deps.changes?.committed(told);
  return result;
}
