import { useTranslation } from 'react-i18next';
import type { CartLine } from '../../contracts/cart.ts';
import { formatCny, INQUIRY, parsePrice } from '../../contracts/price.ts';
import { LinesTable } from './LinesTable.tsx';
import type { Draft } from './checkout-draft.ts';

type Props = { draft: Draft; lines: CartLine[]; price: (p: string) => string; sending: boolean; onBack: () => void; onSubmit: () => void };

/** The review step: what becomes the order, what becomes a quote request, and the details given. */
export function CheckoutReview({ draft, lines, price, sending, onBack, onSubmit }: Props) {
  const { t } = useTranslation();
  const priced = lines.filter((l) => l.price !== INQUIRY);
  const quoted = lines.filter((l) => l.price === INQUIRY);
  const invoice = draft.invoiceKind === 'none' ? t('account:checkout.invoice.none') : [t(`account:checkout.invoice.${draft.invoiceKind === 'company' ? draft.invoiceType : 'personal'}`), draft.title, draft.invoiceKind === 'company' ? draft.taxId.toUpperCase() : '', draft.invoiceEmail].filter(Boolean).join(' · ');
  return (
    <section aria-labelledby="checkout-review-title" data-testid="checkout-review">
      <h2 id="checkout-review-title">{t('account:checkout.review')}</h2>
      {priced.length ? (
        <>
          <h3>{t('account:checkout.orderLines')}</h3>
          <LinesTable lines={priced} price={price} label="review-order-lines" tableTestId="review-order-lines" />
        </>
      ) : null}
      {quoted.length ? (
        <>
          <h3>{t('account:checkout.quoteLines')}</h3>
          <LinesTable lines={quoted} price={price} label="review-quote-lines" tableTestId="review-quote-lines" />
        </>
      ) : null}
      {priced.length ? <OrderSums lines={priced} quoted={quoted.length > 0} /> : null}
      <dl>
        <dt>{t('account:checkout.shipTo')}</dt>
        <dd data-testid="review-address">
          {draft.recipient} · {draft.phone} {draft.company ? `· ${draft.company}` : ''} · {draft.region} {draft.street} {draft.postcode}
        </dd>
        <dt>{t('account:checkout.invoiceTitle')}</dt>
        <dd data-testid="review-invoice">{invoice}</dd>
        {draft.poNumber ? (
          <>
            <dt>{t('account:checkout.poNumber')}</dt>
            <dd>{draft.poNumber}</dd>
          </>
        ) : null}
        {draft.note ? (
          <>
            <dt>{t('account:checkout.note')}</dt>
            <dd>{draft.note}</dd>
          </>
        ) : null}
      </dl>
      <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <button type="button" className="secondary" onClick={onBack} disabled={sending}>
          {t('account:checkout.back')}
        </button>
        <button type="button" onClick={onSubmit} disabled={sending} aria-busy={sending} data-testid="checkout-submit">
          {priced.length ? t('account:checkout.submit') : t('account:checkout.submitQuote')}
        </button>
      </p>
    </section>
  );
}

/** The order's sums: the priced lines' subtotal, how shipping is charged, and the total the order is placed for. */
function OrderSums({ lines, quoted }: { lines: CartLine[]; quoted: boolean }) {
  const { t } = useTranslation();
  // In cents, so a sum of many two-decimal prices does not drift.
  const cents = lines.reduce((sum, l) => sum + Math.round((parsePrice(l.subtotal) ?? 0) * 100), 0);
  const amount = formatCny(cents / 100);
  return (
    <dl className="order-sums" data-testid="review-sums">
      <dt>{t('account:checkout.sums.subtotal')}</dt>
      <dd data-testid="review-subtotal">{amount}</dd>
      <dt>{t('account:checkout.sums.shipping')}</dt>
      <dd data-testid="review-shipping">{t('account:checkout.sums.shippingNote')}</dd>
      <dt>{t('account:checkout.sums.total')}</dt>
      <dd data-testid="review-total">
        <strong>{amount}</strong>
        {quoted ? ` ${t('account:checkout.sums.quotedApart')}` : ''}
      </dd>
    </dl>
  );
}
