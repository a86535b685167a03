import type { OrderStatus, ShippingView } from '../../../src/contracts/admin/order-flow.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { translate } from '../../../src/i18n/create.ts';

/**
 * The e-mail a customer gets when staff move their order, in the language of the check-out: the new status,
 * the shipping details once shipped, the staff member's note, and where to follow the order on the site.
 */
export function orderStatusMail(lang: Lang, order: { orderNumber: string; url: string }, status: OrderStatus, note: string, shipping: ShippingView | null) {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, `account:orderMail.${key}`, params);
  const statusName = translate(lang, `account:orders.status.${status}`);
  const lines = [t('greeting'), '', t('moved', { number: order.orderNumber, status: statusName })];
  if (status === 'shipped' && shipping) {
    lines.push('', t('carrier', { carrier: shipping.carrier }), t('tracking', { tracking: shipping.trackingNumber }), t('shippedOn', { date: shipping.shippedOn }));
    if (shipping.coldChainNote) lines.push(t('coldChain', { note: shipping.coldChainNote }));
  }
  if (note) lines.push('', t('note', { note }));
  lines.push('', t('follow', { path: order.url }));
  return { subject: t('subject', { number: order.orderNumber, status: statusName }), body: lines.join('\n') };
}
