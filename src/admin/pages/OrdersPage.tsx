import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { staffOrderStatuses, type OrderListQuery } from '../../contracts/admin/order-flow.ts';
import { pageCount } from '../../contracts/admin/paging.ts';
import { adminOrderExport, adminOrderList } from '../../contracts/endpoints/orders-admin.ts';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { AdminPager } from '../AdminPager.tsx';
import { useAdmin } from '../admin-context.ts';
import { AdminTable, ErrorText, useAdminCall } from '../kit/index.ts';
import { downloadFile } from '../download-file.ts';
import { customerLine } from './customer-name.ts';
import { useAdminTime } from '../kit/admin-time.ts';

const NO_FILTER = { status: '', from: '', to: '', customer: '' };
type Filters = typeof NO_FILTER;

/** The query of the chosen filters (a blank field is no filter). */
const queryOf = (f: Filters): OrderListQuery => Object.fromEntries(Object.entries(f).filter(([, v]) => v.trim() !== '')) as OrderListQuery;

/**
 * The staff order list: filters by status, check-out days and customer, paged by the server with the number of all
 * orders that match (new filters start again at page 1), exported whole as XLSX; each order opens its page.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const { session, lang } = useAdmin();
  const time = useAdminTime().dateTime;
  const [draft, setDraft] = useState<Filters>(NO_FILTER);
  const [filters, setFilters] = useState<Filters>(NO_FILTER);
  const [page, setPage] = useState(1);
  const { data: result, error, setError } = useAdminCall(adminOrderList, { query: { ...queryOf(filters), page } });
  const orders = result?.items;

  const apply = (e: FormEvent) => (e.preventDefault(), setFilters(draft), setPage(1));
  const field = (name: Exclude<keyof Filters, 'status'>, type = 'text') => (
    <TextField id={`orders-${name}`} label={t(`orders.filters.${name}`)} type={type} value={draft[name]} error="" onChange={(v) => setDraft((f) => ({ ...f, [name]: v }))} />
  );

  return (
    <section>
      <h1>{t('orders.title')}</h1>
      <p>
        <Link href="/orders/lots">{t('lots.recallLink')}</Link>
      </p>
      <form className="admin-filters" onSubmit={apply} aria-label={t('orders.title')}>
        <SelectField id="orders-status" label={t('orders.filters.status')} placeholder={t('orders.filters.any')} value={draft.status} error="" options={staffOrderStatuses.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))} onChange={(v) => setDraft((f) => ({ ...f, status: v }))} />
        {field('from', 'date')}
        {field('to', 'date')}
        {field('customer')}
        <button type="submit">{t('orders.filters.apply')}</button>
        <button type="button" className="secondary" data-testid="orders-export" onClick={() => void downloadFile(adminOrderExport, { query: queryOf(filters) }, session.token, lang).then((ok) => setError(ok ? '' : t('common.network')))}>
          {t('orders.export')}
        </button>
      </form>
      <ErrorText text={error} />
      {result && result.total > 0 && <p role="status">{t('orders.count', { count: result.total })}</p>}
      {orders && (
        <AdminTable
          testId="orders-table"
          rows={orders}
          rowKey={(o) => o.id}
          rowAttrs={(o) => ({ 'data-order': o.orderNumber })}
          empty={<p role="status">{t('orders.empty')}</p>}
          columns={[
            { label: t('orders.columns.number'), cell: (o) => <Link href={`/orders/${o.id}`}>{o.orderNumber}</Link> },
            { label: t('orders.columns.createdAt'), cell: (o) => <time dateTime={o.createdAt}>{time(o.createdAt)}</time> },
            {
              label: t('orders.columns.customer'),
              cell: (o) => (
                <>
                  {customerLine(o.customer, t)}
                  {o.customer.company && (
                    <>
                      <br />
                      {o.customer.company}
                    </>
                  )}
                </>
              ),
            },
            { label: t('orders.columns.status'), cell: (o) => t(`orders.status.${o.status}`), attrs: () => ({ 'data-testid': 'order-status' }) },
            { label: t('orders.columns.total'), cell: (o) => o.totalText },
          ]}
        />
      )}
      {result && <AdminPager page={page} pages={pageCount(result.total, result.pageSize)} onPage={setPage} label={t('orders.pages')} />}
    </section>
  );
}
