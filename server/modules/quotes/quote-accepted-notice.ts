import type { Lang } from '../../../src/contracts/lang.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { enqueueStaffNotice } from '../../mail/enqueue.ts';

export interface AcceptedFacts {
  quoteNumber: string;
  orderNumber: string;
  totalText: string;
  customer: { name: string; email: string; company: string };
  lines: { text: string; quantity: number; subtotal: string }[];
}

/**
 * Tells the sales mailbox of the quote's language (site configuration `mail`, as check-out's staff notice)
 * that a customer accepted a quote, through the outbox in the caller's transaction. No mailbox configured:
 * nothing is queued. Answers the outbox row, or null.
 */
export async function queueAcceptedNotice(tx: Db, now: Date, lang: Lang, f: AcceptedFacts): Promise<number | null> {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, `account:quotes.staffMail.${key}`, params);
  const subject = t('subject', { quote: f.quoteNumber, order: f.orderNumber, name: f.customer.name });
  const body = [
    [f.customer.name, f.customer.company, f.customer.email].filter(Boolean).join(' · '),
    '',
    t('accepted', { quote: f.quoteNumber, order: f.orderNumber }),
    ...f.lines.map((l) => `- ${l.text} × ${l.quantity} = ${l.subtotal}`),
    t('total', { total: f.totalText }),
  ].join('\n');
  return enqueueStaffNotice(tx, lang, { subject, body }, { createdAt: now });
}
