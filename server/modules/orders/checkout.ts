import { and, eq, inArray } from 'drizzle-orm';
import type { Checkout, CheckoutResult } from '../../../src/contracts/checkout.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { formatCny, parsePrice } from '../../../src/contracts/price.ts';
import { cartTotals } from '../../../src/contracts/cart.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { cartItems, enquiries, orders, users } from '../../db/schema/index.ts';
import type { Region } from '../../geo/region.ts';
import { cartLines } from '../cart/cart.queries.ts';
import { customerConfirmation, staffNotice, type CheckoutFacts } from './checkout-mail.ts';
import { saveAddress } from './address-book.ts';
import { orderPageUrl, type UrlDeps } from './order-url.ts';
import { placeOrder } from './place-order.ts';
import { enqueueMail, enqueueStaffNotice } from '../../mail/enqueue.ts';
import { fieldErrorIn } from '../../http/validate.ts';
import { mailApprovers } from './order-approval.ts';
import { membershipOf, needsApproval } from '../organisations/membership.ts';

export type CheckoutOutcome = ({ status: 'created' | 'existing' } & CheckoutResult & { outboxIds: number[] }) | { status: 'empty' };

/**
 * Check-out with details, in one transaction: the priced lines become an order (with the address, fapiao
 * request, PO number and note); the lines priced on inquiry never do: each becomes an enquiry (a lead of kind
 * `enquiry` in the inbox) carrying the same details. The cart is emptied, the address optionally kept, and the
 * customer's confirmation and the staff notice are written to the outbox (sent after the commit). The same
 * settlement key again answers the first order instead of making a second.
 */
export async function checkout(deps: { db: Db } & UrlDeps, now: Date, lang: Lang, region: Region, userId: number, input: Checkout): Promise<CheckoutOutcome> {
  const existing = async (tx: Pick<Db, 'select'>) => {
    const [row] = await tx.select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status }).from(orders).where(and(eq(orders.userId, userId), eq(orders.settlementKey, input.settlementKey)));
    return row ? { status: 'existing' as const, orderId: row.id, orderNumber: row.orderNumber, quoteLines: 0, repeated: true, awaitingApproval: row.status === 'awaiting_approval', outboxIds: [] } : null;
  };
  return deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // One check-out of a user at a time: a double-click waits here and then finds the first one's order.
    const [customer] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    const lines = await cartLines(tx, lang, region, userId);
    if (lines.length === 0) return (await existing(tx)) ?? { status: 'empty' as const };
    const priced = lines.filter((l) => parsePrice(l.price) !== null);
    const quoted = lines.filter((l) => parsePrice(l.price) === null);
    const details = { shipTo: input.shipTo, invoice: input.invoice, poNumber: input.poNumber, note: input.note };
    // An organisation that asks for it gets a PO or grant/project number on every order of its members.
    const membership = await membershipOf(tx, userId);
    if (membership?.requirePoNumber && !input.poNumber) throw fieldErrorIn(lang, 'poNumber', 'account:checkout.v.poRequired');

    let order: CheckoutFacts['order'] = null;
    let awaitingApproval = false;
    if (priced.length) {
      const { priceTotal } = cartTotals(priced);
      const totalText = formatCny(priceTotal as number);
      awaitingApproval = needsApproval(membership, priceTotal as number);
      const status = awaitingApproval ? ('awaiting_approval' as const) : ('submitted' as const);
      const row = await placeOrder(tx, now, { userId, settlementKey: input.settlementKey, lang, totalText, details, status }, priced.map((l) => ({ productId: l.productId, sizeId: l.sizeId, catalogNumber: l.catalogNumber, productName: l.productName, size: l.size, count: l.count, price: l.price, subtotal: l.subtotal })));
      order = { id: row.id, orderNumber: row.orderNumber, totalText, url: orderPageUrl(deps, lang, row.id) };
    }
    const extra = [input.poNumber && `${translate(lang, 'account:checkout.poNumber')}: ${input.poNumber}`, input.note].filter(Boolean).join('\n');
    for (const l of quoted) {
      await tx.insert(enquiries).values({
        submissionId: `checkout-${userId}-${input.settlementKey}-${l.sizeId}`,
        lang,
        catalogNumber: l.catalogNumber,
        productName: l.productName,
        size: l.size,
        name: customer!.name,
        email: customer!.email,
        phone: customer!.phone ?? input.shipTo.phone,
        company: customer!.company || input.shipTo.company,
        department: customer!.department,
        industryName: '',
        areaName: input.shipTo.region,
        content: [translate(lang, 'account:checkout.quoteContent', { count: l.count, size: l.size }), extra].filter(Boolean).join('\n'),
        createdAt: now,
      });
    }
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, lines.map((l) => l.id))));
    if (input.saveAddress) await saveAddress(tx, now, userId, input.shipTo);

    const facts: CheckoutFacts = { order, priced, quoted, ...details, customer: { name: customer!.name, email: customer!.email, company: customer!.company } };
    const confirmation = customerConfirmation(lang, facts);
    const mine = awaitingApproval ? { ...confirmation, body: `${translate(lang, 'organisation:mail.buyerWaiting')}\n\n${confirmation.body}` } : confirmation;
    const outboxIds: number[] = [];
    outboxIds.push(await enqueueMail(tx, { recipient: customer!.email, ...mine }, { createdAt: now }));
    if (awaitingApproval && order && membership) {
      // Staff hear of the order once it is approved (approval.ts); now the organisation's approvers are asked.
      outboxIds.push(...(await mailApprovers(tx, deps, membership.id, { ...order, poNumber: input.poNumber }, customer!, membership.limitCny!, lang)));
      const quotedOnly = quoted.length ? await enqueueStaffNotice(tx, lang, staffNotice(lang, { ...facts, order: null, priced: [] }), { createdAt: now }) : null;
      if (quotedOnly !== null) outboxIds.push(quotedOnly);
    } else {
      const noticeId = await enqueueStaffNotice(tx, lang, staffNotice(lang, facts), { createdAt: now });
      if (noticeId !== null) outboxIds.push(noticeId);
    }
    return { status: 'created' as const, orderId: order?.id ?? null, orderNumber: order?.orderNumber ?? null, quoteLines: quoted.length, repeated: false, awaitingApproval, outboxIds };
  });
}
