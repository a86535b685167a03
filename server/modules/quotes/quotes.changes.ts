import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beijingDate } from '../../../src/contracts/beijing-date.ts';
import type { z } from 'zod';
import { quoteLineText, type quoteCreateSchema } from '../../../src/contracts/quotes.ts';
import { absoluteUrl } from '../../../src/contracts/site-url.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { enquiries, productSizes, products, quoteLines, quotes, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { withAudit, type AuditDeps } from '../audit/with-audit.ts';
import { type AuditActor } from '../../http/staff/actor.ts';
import { recordQuoteReply } from '../leads/leads.changes.ts';
import type { UrlDeps } from '../orders/order-url.ts';
import { quoteView } from './quotes.queries.ts';
import { ChangeRefused } from '../../http/staff/change-refused.ts';
import { enqueueMail } from '../../mail/enqueue.ts';
import { memberPrice, priceListOfUser } from '../organisations/member-prices.ts';

/** A change the quote's state does not allow (answered 409 with `reason` translated). */
export class QuoteRefused extends Error {
  constructor(readonly reason: 'notDraft' | 'notSent' | 'expired' | 'accepted' | 'noCustomer' | 'unknownSize' | 'pastValidity') {
    super(`quote: ${reason}`);
  }
}

type Create = z.output<typeof quoteCreateSchema>;

/** The personal-centre page listing the customer's quotes, as a full address on the host of the language. */
export const quotesPageUrl = (deps: UrlDeps, lang: 'en' | 'zh') => absoluteUrl(lang, '/my-quotes', deps.publicOrigin ?? 'http://localhost', deps.hosts ?? {});

/**
 * A draft quote for the customer of enquiry `enquiryId` (the account with the enquiry's e-mail) or for
 * `userId`, with its priced lines, numbered Q-<Beijing year>-<id, six digits>. Audited (entity `quote`).
 */
export function createQuote(deps: AuditDeps, actor: AuditActor, input: Create): Promise<number> {
  return withAudit(deps, actor, { entity: 'quote', key: '', action: 'create' }, async (tx: Db) => {
    const now = deps.now();
    // A quote is valid through its date in Beijing time (quotes.queries.ts shownStatus): one ending before today
    // would reach the customer already expired.
    if (input.validUntil < beijingDate(now)) throw new ChangeRefused('validUntil', 'admin:v.validUntilPast');
    let userId = input.userId ?? null;
    let lang = input.lang ?? 'en';
    if (input.enquiryId) {
      const [enquiry] = await tx.select().from(enquiries).where(eq(enquiries.id, input.enquiryId));
      if (!enquiry) throw notFound();
      lang = input.lang ?? enquiry.lang;
      if (!userId) userId = (await tx.select({ id: users.id }).from(users).where(eq(users.email, enquiry.email)))[0]?.id ?? null;
    }
    if (!userId || !(await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)))[0]) throw new QuoteRefused('noCustomer');
    const wanted = input.lines.flatMap((l) => (l.sizeId ? [l.sizeId] : []));
    const sizes = wanted.length
      ? await tx
          .select({ sizeId: productSizes.id, productId: products.id, catalogNumber: products.catalogNumber, nameEn: products.nameEn, nameZh: products.nameZh, size: productSizes.size, priceCny: productSizes.priceCny })
          .from(productSizes)
          .innerJoin(products, eq(products.id, productSizes.productId))
          .where(inArray(productSizes.id, wanted))
      : [];
    // A size line without a price takes the customer's: their organisation's price list applied, as in their cart.
    const list = await priceListOfUser(tx, userId);
    const lines = input.lines.map((l, i) => {
      const priced = { description: l.description, unit: l.unit, quantity: l.quantity };
      // A free-text line (custom work, shipping) names no product: the contract made sure it has text, a unit and a price.
      if (!l.sizeId) return { ...priced, unitPrice: l.unitPrice!, productId: null, sizeId: null, catalogNumber: '' };
      const s = sizes.find((x) => x.sizeId === l.sizeId);
      if (!s) throw new QuoteRefused('unknownSize');
      const unitPrice = l.unitPrice ?? memberPrice(s.priceCny, s.sizeId, list);
      if (unitPrice === null) throw new ChangeRefused(`lines.${i}.unitPrice`, 'admin:v.priceOnInquiry');
      const name = lang === 'zh' ? s.nameZh : s.nameEn;
      return { ...priced, unitPrice, productId: s.productId, sizeId: s.sizeId, catalogNumber: s.catalogNumber, description: l.description || name, unit: l.unit || s.size };
    });
    // The number carries the id, known only after the insert: a unique placeholder first, then the number.
    const [row] = await tx
      .insert(quotes)
      .values({ quoteNumber: `pending-${randomUUID()}`, userId, lang, validUntil: input.validUntil, terms: input.terms, enquiryId: input.enquiryId ?? null, staffId: actor.staffId, createdAt: now })
      .returning({ id: quotes.id });
    const id = row!.id;
    await tx.update(quotes).set({ quoteNumber: `Q-${beijingDate(now).slice(0, 4)}-${String(id).padStart(6, '0')}` }).where(eq(quotes.id, id));
    await tx.insert(quoteLines).values(lines.map((l) => ({ ...l, quoteId: id })));
    return { before: null, after: await quoteView(tx, now, id), key: String(id), result: id };
  });
}

/**
 * Sends a draft quote: status `sent` and the customer's e-mail (in the quote's language, with the link to the
 * quotes page of the personal centre) in the outbox, audited, in one transaction. Answers the outbox row.
 */
export function sendQuote(deps: AuditDeps & UrlDeps, actor: AuditActor, id: number): Promise<number> {
  return withAudit(deps, actor, { entity: 'quote', key: String(id), action: 'send' }, async (tx: Db) => {
    const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
    if (!row) throw notFound();
    if (row.status !== 'draft') throw new QuoteRefused('notDraft');
    const now = deps.now();
    // A draft left unsent past its date would be e-mailed already expired.
    if (row.validUntil < beijingDate(now)) throw new QuoteRefused('pastValidity');
    const before = await quoteView(tx, now, id);
    await tx.update(quotes).set({ status: 'sent', sentAt: now }).where(eq(quotes.id, id));
    const after = (await quoteView(tx, now, id))!;
    const t = (key: string, params?: Record<string, unknown>) => translate(row.lang, `account:quotes.mail.${key}`, params);
    const body = [
      t('greeting', { name: after.customer.name }),
      '',
      t('intro', { number: after.quoteNumber, validUntil: after.validUntil }),
      '',
      ...after.lines.map((l) => `- ${quoteLineText(l)} × ${l.quantity} · ¥${l.unitPrice} = ¥${l.subtotal}`),
      t('total', { total: `¥${after.total}` }),
      '',
      t('follow', { path: quotesPageUrl(deps, row.lang) }),
    ].join('\n');
    const subject = t('subject', { number: after.quoteNumber });
    const queuedId = await enqueueMail(tx, { recipient: after.customer.email, subject, body }, { createdAt: now });
    // The quote answers the enquiry it prices: the lead is marked answered and its reply clock stops.
    if (row.enquiryId) await recordQuoteReply(tx, now, row.enquiryId, actor.staffId, { subject, body });
    return { before, after: { ...after, mailedTo: after.customer.email }, result: queuedId };
  });
}
