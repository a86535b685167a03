import { useTranslation } from 'react-i18next';
import type { CheckoutDetailsView } from '../../contracts/admin/order-flow.ts';

/** What the customer gave at check-out: address, fapiao request, PO number and note (nothing for older orders). */
export function OrderCheckoutDetails({ details }: { details: CheckoutDetailsView }) {
  const { t } = useTranslation();
  const { shipTo, invoice, poNumber, note } = details;
  if (!shipTo && !invoice && !poNumber && !note) return null;
  const fapiao = !invoice || invoice.kind === 'none' ? t('account:checkout.invoice.none') : invoice.kind === 'personal' ? [t('account:checkout.invoice.personal'), invoice.title, invoice.email].join(' · ') : [t(`account:checkout.invoice.${invoice.invoiceType}`), invoice.title, `${t('account:checkout.taxId')} ${invoice.taxId}`, invoice.email].join(' · ');
  return (
    <dl data-testid="order-checkout-details">
      {shipTo ? (
        <>
          <dt>{t('account:checkout.shipTo')}</dt>
          <dd data-testid="order-ship-to">{[shipTo.recipient, shipTo.phone, shipTo.company, `${shipTo.region} ${shipTo.street} ${shipTo.postcode}`.trim()].filter(Boolean).join(' · ')}</dd>
        </>
      ) : null}
      <dt>{t('account:checkout.invoiceTitle')}</dt>
      <dd data-testid="order-invoice">{fapiao}</dd>
      {poNumber ? (
        <>
          <dt>{t('account:checkout.poNumber')}</dt>
          <dd>{poNumber}</dd>
        </>
      ) : null}
      {note ? (
        <>
          <dt>{t('account:checkout.note')}</dt>
          <dd>{note}</dd>
        </>
      ) : null}
    </dl>
  );
}
