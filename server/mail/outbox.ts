import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { Logger } from '../log.ts';
import type { Mailer, SmsGateway } from './transports.ts';

export interface Delivery {
  db: Db;
  log: Logger;
  now: () => Date;
  mailer?: Mailer;
  sms?: SmsGateway;
}

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

/**
 * Every message is written to the outbox first (an acknowledged request is never lost), then handed to
 * the channel's transport. Without a transport it stays in the outbox and is written to the log, which is
 * how codes reach a developer on a machine with no SMTP server or SMS gateway.
 */
export async function deliver(delivery: Delivery, msg: OutgoingMessage): Promise<void> {
  const [row] = await delivery.db
    .insert(outbox)
    .values({ channel: msg.channel, recipient: msg.recipient, subject: msg.subject, body: msg.body, createdAt: delivery.now() })
    .returning({ id: outbox.id });
  await transmit(delivery, row!.id, msg);
}

/**
 * Sends a message already stored in the outbox (written inside a form's transaction), after that
 * transaction committed. A failure is recorded on the row and logged, never thrown: the submission it
 * belongs to was acknowledged and stays stored; staff can resend from the outbox.
 */
export async function sendStored(delivery: Delivery, id: number): Promise<void> {
  const [msg] = await delivery.db.select().from(outbox).where(eq(outbox.id, id));
  if (!msg || msg.sentAt) return;
  await transmit(delivery, id, msg).catch(() => undefined);
}

/** Hands an outbox row to its channel's transport; records success or the error on the row (and throws it). */
async function transmit({ db, log, now, mailer, sms }: Delivery, id: number, msg: OutgoingMessage): Promise<void> {
  const send = msg.channel === 'email' ? mailer && (() => mailer.send({ to: msg.recipient, subject: msg.subject, text: msg.body })) : sms && (() => sms.send({ to: msg.recipient, text: msg.body }));
  if (!send) {
    log.info('outbox: no transport configured, message kept', { id, channel: msg.channel, recipient: msg.recipient, subject: msg.subject, body: msg.body });
    return;
  }
  try {
    await send();
    await db.update(outbox).set({ sentAt: now() }).where(eq(outbox.id, id));
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await db.update(outbox).set({ error }).where(eq(outbox.id, id));
    log.error('outbox: delivery failed', { id, channel: msg.channel, error });
    throw err;
  }
}
