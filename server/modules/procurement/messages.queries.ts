import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { ProcurementMessage } from '../../../src/contracts/admin/procurement.ts';
import type { Db } from '../../db/client.ts';
import { procurementMessages } from '../../db/schema/index.ts';

/** How many messages of a connection the back office lists (issue #30: the last 50). */
export const MESSAGES_SHOWN = 50;

/** The XML stored in the log: never more than this many characters of a message (the body limit is 1 MB). */
const XML_KEPT = 64_000;

/**
 * The XML as the log keeps it: the content of every `SharedSecret` element (and an OCI `key=` parameter) replaced
 * by `***`, so the log never shows a credential.
 */
export function maskSecrets(xml: string): string {
  return xml.replace(/(<SharedSecret\b[^>]*>)[\s\S]*?(<\/SharedSecret\s*>)/g, '$1***$2').replace(/([?&]key=)[^&"'<\s]*/g, '$1***');
}

export interface LoggedMessage {
  connectionId: number | null;
  direction: 'in' | 'out';
  type: string;
  status: string;
  durationMs: number;
  xml: string;
}

/**
 * How many messages the log keeps per connection (and of unknown senders, together): the last 50, the number the
 * back office shows. Chosen over an age (30 days) because nothing older than the shown 50 can be read anywhere, so
 * keeping it would only store buyers' names and addresses for no use; and a count bounds the table however busy a
 * connection or a flood of unknown senders is, where an age would not. The orders themselves are kept with the orders.
 */
export const MESSAGES_KEPT = MESSAGES_SHOWN;

/** Logs one message, its secrets masked, and forgets its connection's messages beyond the last 50. */
export async function logMessage(db: Db, m: LoggedMessage): Promise<void> {
  await db.insert(procurementMessages).values({ ...m, durationMs: Math.max(0, Math.round(m.durationMs)), xml: maskSecrets(m.xml).slice(0, XML_KEPT) });
  const same = m.connectionId === null ? isNull(procurementMessages.connectionId) : eq(procurementMessages.connectionId, m.connectionId);
  const [oldestKept] = await db.select({ id: procurementMessages.id }).from(procurementMessages).where(same).orderBy(desc(procurementMessages.id)).offset(MESSAGES_KEPT - 1).limit(1);
  if (oldestKept) await db.delete(procurementMessages).where(and(same, lt(procurementMessages.id, oldestKept.id)));
}

/** The connection's last 50 messages, newest first. */
export async function lastMessages(db: Db, connectionId: number): Promise<ProcurementMessage[]> {
  const rows = await db.select().from(procurementMessages).where(eq(procurementMessages.connectionId, connectionId)).orderBy(desc(procurementMessages.id)).limit(MESSAGES_SHOWN);
  return rows.map((r) => ({ id: r.id, at: r.createdAt.toISOString(), direction: r.direction, type: r.type, status: r.status, durationMs: r.durationMs, xml: r.xml }));
}
