import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lastChangeOf, lockedVersion, type StaleEdit, type VersionedTable } from '../../db/versioned.ts';
import { HttpError } from '../errors.ts';

/** What a versioned save checks: the row(s), the version the form read, the audit entity and key, the record's answer. */
export interface VersionCheck {
  table: VersionedTable;
  where: SQL | undefined;
  /** The `version` the edit sent (the one its form loaded). */
  expected: number;
  /** The entity and key of the record's audit rows (who changed it last, and when). */
  entity: string;
  key: string;
  /** The record as its GET answers it, read in the same transaction. */
  current: () => Promise<unknown>;
  /** The version of a record with no row yet (a configuration key never set): default none, a 404. */
  absent?: number;
}

/**
 * The optimistic-concurrency check of a staff edit, first thing in the edit's transaction: locks the row(s) and
 * refuses (409 `E0409V`, nothing written) a save whose version is not the stored one, answering the record as it
 * is now with who changed it last and when. A missing row is a 404. The write then sets `nextVersion(table)`.
 */
export async function checkVersion(tx: Db, check: VersionCheck): Promise<void> {
  const found = (await lockedVersion(tx, check.table, check.where)) ?? check.absent ?? null;
  if (found === null) throw new HttpError('E0404');
  if (found === check.expected) return;
  const stale: StaleEdit = { current: await check.current(), ...(await lastChangeOf(tx, check.entity, check.key)) };
  throw new HttpError('E0409V', [], {}, stale);
}
