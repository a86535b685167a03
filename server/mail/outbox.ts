import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { Logger } from '../log.ts';
import { claimOne, LEASE_MS, recordAttempt, type Channel, type OutboxRow } from './outbox-attempts.ts';
import type { Mailer, SmsGateway } from './transports.ts';

export interface Delivery {
  db: Db;
  log: Logger;
  now: () => Date;
  mailer?: Mailer;
  sms?: SmsGateway;
}

export interface OutgoingMessage {
  channel: Channel;
  recipient: string;
  subject: string;
  body: string;
}

/** The channels this process can send on (those with a transport). */
export function channelsOf(delivery: Pick<Delivery, 'mailer' | 'sms'>): Channel[] {
  return [...(delivery.mailer ? (['email'] as const) : []), ...(delivery.sms ? (['sms'] as const) : [])];
}

/**
 * Every message is written to the outbox first (an acknowledged request is never lost), then handed to
 * the channel's transport at once, claimed by this process. Without a transport it stays in the outbox
 * and is written to the log, which is how codes reach a developer on a machine with no SMTP server or SMS
 * gateway. A failed send is left to the background sender (server/mail/outbox-sender.ts) and rethrown.
 */
export async function deliver(delivery: Delivery, msg: OutgoingMessage): Promise<void> {
  const now = delivery.now();
  const sendable = channelsOf(delivery).includes(msg.channel);
  const [row] = await delivery.db
    .insert(outbox)
    .values({ ...msg, createdAt: now, ...(sendable ? { attempts: 1, nextAttemptAt: new Date(now.getTime() + LEASE_MS) } : {}) })
    .returning();
  if (!sendable) return void logKept(delivery.log, row!);
  const outcome = await transmit(delivery, row!);
  if (outcome.error !== undefined) throw outcome.error;
}

/**
 * Sends a message already stored in the outbox (written inside a form's transaction), after that
 * transaction committed. Called without awaiting, so it never rejects: any failure (the transport, or the
 * database gone between commit and send) is logged, and the message stays for the background sender.
 */
export async function sendStored(delivery: Delivery, id: number): Promise<void> {
  try {
    if (!channelsOf(delivery).length) return;
    const row = await claimOne(delivery.db, delivery.now(), id);
    if (row && channelsOf(delivery).includes(row.channel)) await transmit(delivery, row);
  } catch (err) {
    delivery.log.warn('outbox: message left for a later attempt', { id, err: err instanceof Error ? err.message : String(err) });
  }
}

/** Hands a claimed outbox row to its channel's transport and records the outcome on the row. */
export async function transmit({ db, log, now, mailer, sms }: Delivery, row: OutboxRow): Promise<{ error?: unknown }> {
  let error: unknown;
  try {
    if (row.channel === 'email') await mailer!.send({ to: row.recipient, subject: row.subject, text: row.body });
    else await sms!.send({ to: row.recipient, text: row.body });
  } catch (err) {
    error = err;
  }
  const outcome = await recordAttempt(db, now(), row, error);
  if (error !== undefined) log.error('outbox: delivery failed', { id: row.id, channel: row.channel, attempt: row.attempts, outcome, error: error instanceof Error ? error.message : String(error) });
  return { error };
}

function logKept(log: Logger, row: OutboxRow) {
  log.info('outbox: no transport configured, message kept', { id: row.id, channel: row.channel, recipient: row.recipient, subject: row.subject, body: row.body });
}
