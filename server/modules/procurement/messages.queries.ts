import { desc, eq } from 'drizzle-orm';
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

/** Logs one message, its secrets masked. */
export async function logMessage(db: Db, m: LoggedMessage): Promise<void> {
  await db.insert(procurementMessages).values({ ...m, durationMs: Math.max(0, Math.round(m.durationMs)), xml: maskSecrets(m.xml).slice(0, XML_KEPT) });
}

/** The connection's last 50 messages, newest first. */
export async function lastMessages(db: Db, connectionId: number): Promise<ProcurementMessage[]> {
  const rows = await db.select().from(procurementMessages).where(eq(procurementMessages.connectionId, connectionId)).orderBy(desc(procurementMessages.id)).limit(MESSAGES_SHOWN);
  return rows.map((r) => ({ id: r.id, at: r.createdAt.toISOString(), direction: r.direction, type: r.type, status: r.status, durationMs: r.durationMs, xml: r.xml }));
}
