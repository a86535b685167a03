import { useTranslation } from 'react-i18next';
import type { OrderLineView } from '../../contracts/admin/order-flow.ts';

/**
 * The lots each line was shipped from, with the lot's certificate of analysis to download (when one is on file;
 * otherwise it can be asked for). Nothing until a line has shipped.
 */
export function OrderLineLots({ lines }: { lines: readonly OrderLineView[] }) {
  const { t } = useTranslation();
  const shipped = lines.filter((l) => l.lots.length > 0);
  if (shipped.length === 0) return null;
  return (
    <section aria-labelledby="order-lots-title">
      <h2 id="order-lots-title" style={{ fontSize: '1.1rem' }}>
        {t('account:orders.lots')}
      </h2>
      <ul data-testid="order-lots">
        {shipped.map((l, i) => (
          <li key={i}>
            {l.catalogNumber} · {l.productName} · {l.size}
            <ul>
              {l.lots.map((lot) => (
                <li key={lot.lotNumber} data-testid="order-lot">
                  {t('account:orders.lot', { lot: lot.lotNumber, quantity: lot.quantity })} ·{' '}
                  {lot.coaUrl ? (
                    <a href={lot.coaUrl} download data-testid="order-lot-coa">
                      {t('account:orders.coa')}
                    </a>
                  ) : (
                    t('account:orders.noCoa')
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
