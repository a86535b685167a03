import type { CartLine } from '../../../src/contracts/cart.ts';
import type { Address, Invoice } from '../../../src/contracts/checkout.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { translate } from '../../../src/i18n/create.ts';

/**
 * The texts a check-out writes: the customer's confirmation (in the page's language) and the notice to the
 * staff mailbox. Both list the ordered lines, the quote-request lines, where to ship and the fapiao request.
 */

type Line = Pick<CartLine, 'catalogNumber' | 'productName' | 'size' | 'count' | 'price' | 'subtotal'>;
export interface CheckoutFacts {
  order: { id: number; orderNumber: string; totalText: string; url: string } | null;
  priced: Line[];
  quoted: Line[];
  /** Null for an order made from an accepted quote (the details are agreed with sales). */
  shipTo: Address | null;
  invoice: Invoice | null;
  poNumber: string;
  note: string;
  customer: { name: string; email: string; company: string };
}

const lineText = (lang: Lang, l: Line, priced: boolean) =>
  `- ${l.catalogNumber} ${l.productName} · ${l.size} × ${l.count}${priced ? ` · ${l.subtotal}` : ` · ${translate(lang, 'common:price.inquiry')}`}`;

export function addressText(a: Address) {
  return [`${a.recipient} · ${a.phone}`, a.company, `${a.region} ${a.street} ${a.postcode}`.trim()].filter(Boolean).join('\n');
}

export function invoiceText(lang: Lang, inv: Invoice) {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, `account:checkout.${key}`, params);
  if (inv.kind === 'none') return t('invoice.none');
  if (inv.kind === 'personal') return `${t('invoice.personal')} · ${inv.title} · ${inv.email}`;
  return `${t(`invoice.${inv.invoiceType}`)} · ${inv.title} · ${t('taxId')}: ${inv.taxId} · ${inv.email}`;
}

function details(lang: Lang, f: CheckoutFacts): string[] {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, `account:checkout.${key}`, params);
  const out: string[] = [];
  if (f.order) out.push(t('mail.orderLines', { number: f.order.orderNumber }), ...f.priced.map((l) => lineText(lang, l, true)), t('mail.total', { total: f.order.totalText }), '');
  if (f.quoted.length) out.push(t('mail.quoteLines'), ...f.quoted.map((l) => lineText(lang, l, false)), '');
  if (f.shipTo) out.push(`${t('shipTo')}:`, addressText(f.shipTo), '');
  if (f.invoice) out.push(`${t('invoiceTitle')}: ${invoiceText(lang, f.invoice)}`);
  if (f.poNumber) out.push(`${t('poNumber')}: ${f.poNumber}`);
  if (f.note) out.push(`${t('note')}: ${f.note}`);
  return out;
}

export function customerConfirmation(lang: Lang, f: CheckoutFacts) {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, `account:checkout.mail.${key}`, params);
  const subject = f.order ? t('subject', { number: f.order.orderNumber }) : t('quoteSubject');
  const follow = f.order ? [t('follow', { path: f.order.url })] : [];
  return { subject, body: [t('greeting', { name: f.customer.name }), '', f.order ? t('received') : t('quoteReceived'), '', ...details(lang, f), '', ...follow].join('\n') };
}

export function staffNotice(lang: Lang, f: CheckoutFacts) {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, `account:checkout.mail.${key}`, params);
  const who = `${f.customer.name} · ${f.customer.company} · ${f.customer.email}`;
  return { subject: t('staffSubject', { number: f.order?.orderNumber ?? '—', name: f.customer.name, quoted: f.quoted.length }), body: [who, '', ...details(lang, f)].join('\n') };
}
