import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { enqueueStaffNotice } from '../../mail/enqueue.ts';

/** A table of form submissions: a serial id and a unique submission id. */
type SubmissionTable = PgTable & { id: PgColumn; submissionId: PgColumn };

export interface StaffNotice {
  subject: string;
  lines: string[];
}

/**
 * Stores one form submission and, in the same transaction, the notice to the staff mailbox (the `mail`
 * global config of the form's language): an acknowledged submission is never lost nor half-written. A
 * repeated submission id stores nothing new and answers the first row's id.
 */
export async function storeSubmission(
  db: Db,
  table: SubmissionTable,
  row: Record<string, unknown> & { submissionId: string },
  lang: Lang,
  notice: StaffNotice,
): Promise<{ id: number; duplicate: boolean; noticeId?: number }> {
  return db.transaction(async (tx) => {
    const inserted = (await tx
      .insert(table)
      .values(row as never)
      .onConflictDoNothing({ target: table.submissionId })
      .returning({ id: table.id })) as { id: number }[];
    if (!inserted[0]) {
      const [first] = (await tx.select({ id: table.id }).from(table as never).where(eq(table.submissionId, row.submissionId))) as { id: number }[];
      return { id: first!.id, duplicate: true };
    }
    const noticeId = await enqueueStaffNotice(tx, lang, { subject: notice.subject, body: notice.lines.join('\n') });
    return { id: inserted[0].id, duplicate: false, ...(noticeId === null ? {} : { noticeId }) };
  });
}
