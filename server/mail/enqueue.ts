import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../src/contracts/lang.ts';
import type { Db } from '../db/client.ts';
import { globalConfig, outbox } from '../db/schema/index.ts';

export interface QueuedMail {
  recipient: string;
  subject: string;
  body: string;
}

export interface QueueTimes {
  /** When the message was queued (the caller's clock); absent = the database's. */
  createdAt?: Date;
  /** Not to be sent before (the background sender's schedule); absent = at once. */
  nextAttemptAt?: Date;
}

/**
 * Queues an e-mail in the outbox inside the caller's transaction, so it is sent if and only if what it tells of
 * is committed (the sender picks it up after the commit). Answers the outbox row's id, for `sendStored`.
 */
export async function enqueueMail(tx: Pick<Db, 'insert'>, mail: QueuedMail, times: QueueTimes = {}): Promise<number> {
  const [row] = await tx.insert(outbox).values({ channel: 'email', ...mail, ...times }).returning({ id: outbox.id });
  return row!.id;
}

/** The staff mailbox of a language: the site configuration's `mail` entry in that language, or null when none is set. */
export async function staffMailbox(tx: Pick<Db, 'select'>, lang: Lang): Promise<string | null> {
  const [row] = await tx.select({ value: globalConfig.value }).from(globalConfig).where(and(eq(globalConfig.key, 'mail'), eq(globalConfig.lang, lang)));
  return row?.value || null;
}

/** Queues a notice to the staff mailbox of `lang` (see staffMailbox); nothing is queued, and null answered, without one. */
export async function enqueueStaffNotice(tx: Pick<Db, 'select' | 'insert'>, lang: Lang, notice: Omit<QueuedMail, 'recipient'>, times: QueueTimes = {}): Promise<number | null> {
  const recipient = await staffMailbox(tx, lang);
  return recipient ? enqueueMail(tx, { recipient, ...notice }, times) : null;
}
