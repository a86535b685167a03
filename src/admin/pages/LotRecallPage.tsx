import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { adminLotRecall, adminLotRecallCsv } from '../../contracts/endpoints/lots-admin.ts';
import { TextField } from '../../forms/TextField.tsx';
import { useAdmin } from '../admin-context.ts';
import { downloadFile } from '../download-file.ts';
import { AdminTable, DetailSection, ErrorText, useAdminCall } from '../kit/index.ts';
import { useAdminTime } from '../kit/admin-time.ts';

/** The lot looked up: nothing until both are given. */
function Results({ catalogNumber, lot }: { catalogNumber: string; lot: string }) {
  const { t } = useTranslation();
  const { session, lang } = useAdmin();
  const time = useAdminTime().dateTime;
  const { data, error, setError } = useAdminCall(adminLotRecall, { params: { catalogNumber, lot } });
  return (
    <>
      <ErrorText text={error} />
      {data && (
        <>
          <p className="admin-actions">
            <strong>
              {data.catalogNumber} · {data.lotNumber}
            </strong>
            <button type="button" className="secondary" data-testid="recall-csv" onClick={() => void downloadFile(adminLotRecallCsv, { params: { catalogNumber, lot } }, session.token, lang).then((ok) => setError(ok ? '' : t('common.network')))}>
              {t('lots.csv')}
            </button>
          </p>
          <AdminTable
            testId="recall-table"
            rows={data.orders}
            rowKey={(o) => `${o.orderId}-${o.size}`}
            rowAttrs={(o) => ({ 'data-order': o.orderNumber })}
            empty={<p role="status">{t('lots.none')}</p>}
            columns={[
              { label: t('lots.order'), cell: (o) => <Link href={`/orders/${o.orderId}`}>{o.orderNumber}</Link> },
              { label: t('lots.date'), cell: (o) => <time dateTime={o.createdAt}>{time(o.createdAt)}</time> },
              { label: t('lots.customer'), cell: (o) => o.customer.name },
              { label: t('lots.email'), cell: (o) => o.customer.email },
              { label: t('lots.company'), cell: (o) => o.customer.company || '–' },
              { label: t('lots.size'), cell: (o) => o.size },
              { label: t('lots.quantity'), cell: (o) => o.quantity },
            ]}
          />
        </>
      )}
    </>
  );
}

/**
 * Recall: which orders got lot X of a product, with their customers (`/orders/lots?cat=&lot=`, permission `orders`),
 * and the list as CSV for the letters to send.
 */
export function LotRecallPage() {
  const { t } = useTranslation();
  const query = new URLSearchParams(useSearch());
  const [draft, setDraft] = useState({ cat: query.get('cat') ?? '', lot: query.get('lot') ?? '' });
  const [asked, setAsked] = useState(draft.cat && draft.lot ? draft : null);
  const find = (e: FormEvent) => (e.preventDefault(), setAsked(draft.cat.trim() && draft.lot.trim() ? { cat: draft.cat.trim(), lot: draft.lot.trim() } : null));
  return (
    <DetailSection back={{ href: '/orders', label: t('orders.back') }} error="">
      <h1>{t('lots.recallTitle')}</h1>
      <p>{t('lots.recallHint')}</p>
      <form className="admin-filters" onSubmit={find} aria-label={t('lots.recallTitle')}>
        <TextField id="recall-cat" label={t('lots.catalogNumber')} value={draft.cat} error="" onChange={(v) => setDraft((d) => ({ ...d, cat: v }))} />
        <TextField id="recall-lot" label={t('lots.lotNumber')} value={draft.lot} error="" onChange={(v) => setDraft((d) => ({ ...d, lot: v }))} />
        <button type="submit" data-testid="recall-find">
          {t('lots.find')}
        </button>
      </form>
      {asked && <Results key={`${asked.cat}/${asked.lot}`} catalogNumber={asked.cat} lot={asked.lot} />}
    </DetailSection>
  );
}
