import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quoteLineText } from '../../../src/contracts/quotes.ts';
import { quoteLines, quotes, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { customerConfirmation } from '../orders/checkout-mail.ts';
import { orderPageUrl, type UrlDeps } from '../orders/order-url.ts';
import { placeOrder } from '../orders/place-order.ts';
import { QuoteRefused } from './quotes.changes.ts';
import { lineSubtotal, sumFen } from './quote-money.ts';
import { queueAcceptedNotice } from './quote-accepted-notice.ts';
import { shownStatus } from './quotes.queries.ts';
import { enqueueMail } from '../../mail/enqueue.ts';

/**
 * The customer accepts their sent, unexpired quote: an order at the quoted prices (not today's catalogue
 * prices), made by the orders module so it starts `submitted` with its timeline, the order confirmation in the
 * outbox and a notice to the sales mailbox of the quote's language, all in one transaction. The quote row is
 * locked first, so a double click makes one order. Another customer's quote is not found; a draft not yet sent
 * is refused. Answers the order and the outbox rows to send.
 */
export async function acceptQuote(deps: { db: Db; now: () => Date } & UrlDeps, userId: number, id: number) {
  return deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [q] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
    if (!q || q.userId !== userId) throw notFound();
    if (q.status === 'draft') throw new QuoteRefused('notSent');
    const now = deps.now();
    const status = shownStatus(q.status, q.validUntil, now);
    if (status === 'accepted') throw new QuoteRefused('accepted');
    if (status === 'expired') throw new QuoteRefused('expired');
    const rows = await tx.select().from(quoteLines).where(eq(quoteLines.quoteId, id)).orderBy(quoteLines.id);
    // A free-text line (custom work, shipping) becomes an order line without product or size, its unit as the size.
    const lines = rows.map((l) => ({
      productId: l.productId,
      sizeId: l.sizeId,
      catalogNumber: l.catalogNumber,
      productName: l.description,
      size: l.unit,
      count: l.quantity,
      price: `¥${l.unitPrice}`,
      subtotal: `¥${lineSubtotal(l.unitPrice, l.quantity)}`,
    }));
    const totalText = `¥${sumFen(rows.map((l) => lineSubtotal(l.unitPrice, l.quantity)))}`;
    const order = await placeOrder(tx, now, { userId, settlementKey: `quote-${q.id}`, lang: q.lang, totalText, details: { note: q.quoteNumber } }, lines);
    await tx.update(quotes).set({ status: 'accepted', acceptedAt: now, orderId: order.id }).where(eq(quotes.id, id));
    const [customer] = await tx.select().from(users).where(eq(users.id, userId));
    const url = orderPageUrl(deps, q.lang, order.id);
    const mail = customerConfirmation(q.lang, {
      order: { ...order, totalText, url },
      priced: lines,
      quoted: [],
      shipTo: null,
      invoice: null,
      poNumber: '',
      note: q.quoteNumber,
      customer: { name: customer!.name, email: customer!.email, company: customer!.company },
    });
    const queuedId = await enqueueMail(tx, { recipient: customer!.email, ...mail }, { createdAt: now });
    const notice = await queueAcceptedNotice(tx, now, q.lang, {
      quoteNumber: q.quoteNumber,
      orderNumber: order.orderNumber,
      totalText,
      customer: { name: customer!.name, email: customer!.email, company: customer!.company },
      lines: rows.map((l) => ({ text: quoteLineText(l), quantity: l.quantity, subtotal: `¥${lineSubtotal(l.unitPrice, l.quantity)}` })),
    });
    return { orderId: order.id, orderNumber: order.orderNumber, outboxIds: notice ? [queuedId, notice] : [queuedId] };
  });
}
