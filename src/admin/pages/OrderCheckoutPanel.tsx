import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '../../contracts/admin/order-flow.ts';

/** The check-out details for the staff: where the order came from (a PunchOut connection), where to ship, the fapiao to issue, PO number and note. */
export function OrderCheckoutPanel({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { shipTo, invoice, poNumber, note, source } = order;
  if (!shipTo && !invoice && !poNumber && !note && !source) return null;
  const fapiao =
    !invoice || invoice.kind === 'none'
      ? t('orders.details.kinds.none')
      : invoice.kind === 'personal'
        ? [t('orders.details.kinds.personal'), invoice.title, invoice.email].join(' · ')
        : [t(`orders.details.kinds.${invoice.invoiceType}`), invoice.title, `${t('orders.details.taxId')} ${invoice.taxId}${invoice.taxIdCheckConfirmed ? ` (${t('orders.details.taxIdCheckConfirmed')})` : ''}`, invoice.email].join(' · ');
  const rows: [string, string][] = [
    ...(source ? [[t('orders.details.source'), source] as [string, string]] : []),
    ...(shipTo ? [[t('orders.details.shipTo'), [shipTo.recipient, shipTo.phone, shipTo.company, `${shipTo.region} ${shipTo.street} ${shipTo.postcode}`.trim()].filter(Boolean).join(' · ')] as [string, string]] : []),
    [t('orders.details.invoice'), fapiao],
    ...(poNumber ? [[t('orders.details.poNumber'), poNumber] as [string, string]] : []),
    ...(note ? [[t('orders.details.note'), note] as [string, string]] : []),
  ];
  return (
    <section className="admin-card" aria-labelledby="order-checkout-title">
      <h2 id="order-checkout-title">{t('orders.details.title')}</h2>
      <dl className="lead-fields" data-testid="order-checkout-details">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
