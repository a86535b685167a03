import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { auditLog, staff } from './schema/index.ts';

/** A table with the edit-version column (columns.ts `version()`). */
export type VersionedTable = PgTable & { version: PgColumn };

/**
 * The SET of the version in every UPDATE of a versioned table: one more than the row had. Spread into drizzle's
 * `.set({ ...fields, ...nextVersion(products) })`; raw SQL writes `version = <table>.version + 1`.
 */
export const nextVersion = (table: VersionedTable) => ({ version: sql<number>`${table.version} + 1` });

/**
 * Who last changed an entity and when, from its latest audit row (entity and key as its changes are audited);
 * nulls when it has none (a row never changed since the seed, or changed by the import before it was audited).
 */
export async function lastChangeOf(db: Db, entity: string, key: string): Promise<{ changedBy: { name: string } | null; changedAt: string | null }> {
  const [row] = await db
    .select({ at: auditLog.at, name: staff.name })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityKey, key)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return { changedBy: row?.name ? { name: row.name } : null, changedAt: row ? row.at.toISOString() : null };
}

/** The answer of a stale save (409 E0409V): the record as it is now, and who changed it last and when. */
export interface StaleEdit {
  current: unknown;
  changedBy: { name: string } | null;
  changedAt: string | null;
}

/**
 * Locks the row(s) `where` selects (FOR UPDATE, until the caller's transaction ends) and answers their version,
 * null when there is none. Several rows (a configuration key's languages) answer the highest. Called before the
 * write in the write's own transaction, so a second process's save waits for the first to commit and then reads
 * its new version: two saves from the same reading cannot both pass.
 */
export async function lockedVersion(tx: Db, table: VersionedTable, where: SQL | undefined): Promise<number | null> {
  const rows = (await tx.select({ version: table.version }).from(table as PgTable).where(where).for('update')) as { version: number }[];
  return rows.length ? Math.max(...rows.map((r) => r.version)) : null;
}
