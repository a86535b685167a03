import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { adminCustomerList } from '../../contracts/endpoints/customers-admin.ts';
import { TextField } from '../../forms/TextField.tsx';
import { AdminPager } from '../AdminPager.tsx';
import { AdminTable, ErrorText, useAdminCall } from '../kit/index.ts';
import { customerName, customerState } from './customer-name.ts';
import { useAdminTime } from '../kit/admin-time.ts';

/** The staff customer list: a search by name, e-mail, phone or company, a page at a time; each customer opens their page. */
export function CustomersPage() {
  const { t } = useTranslation();
  const time = useAdminTime().dateTime;
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState({ q: '', page: 1 });
  const { data: list, error } = useAdminCall(adminCustomerList, { query: { q: search.q || undefined, page: search.page } });
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  const find = (e: FormEvent) => (e.preventDefault(), setSearch({ q: draft.trim(), page: 1 }));

  return (
    <section>
      <h1>{t('customers.title')}</h1>
      <form className="admin-filters" role="search" onSubmit={find} aria-label={t('customers.title')}>
        <TextField id="customers-q" label={t('customers.search')} type="search" value={draft} error="" onChange={setDraft} />
        <button type="submit" data-testid="customers-search">
          {t('customers.searchButton')}
        </button>
      </form>
      <ErrorText text={error} />
      {list && (
        <p role="status" data-testid="customers-count">
          {list.total ? t('customers.count', { count: list.total }) : t('customers.empty')}
        </p>
      )}
      {list && list.items.length > 0 && (
        <AdminTable
          testId="customers-table"
          rows={list.items}
          rowKey={(c) => c.id}
          rowAttrs={(c) => ({ 'data-customer': c.id })}
          columns={[
            { label: t('customers.columns.name'), rowHeader: true, cell: (c) => <Link href={`/customers/${c.id}`}>{customerName(c, t) || c.email}</Link> },
            { label: t('customers.columns.email'), cell: (c) => (c.erasedAt ? '–' : c.email) },
            { label: t('customers.columns.phone'), cell: (c) => c.phone ?? '–' },
            { label: t('customers.columns.company'), cell: (c) => c.company || '–' },
            { label: t('customers.columns.createdAt'), cell: (c) => <time dateTime={c.createdAt}>{time(c.createdAt)}</time> },
            { label: t('customers.columns.orders'), cell: (c) => c.orderCount },
            { label: t('customers.columns.state'), cell: (c) => t(`customers.state.${customerState(c)}`), attrs: (c) => ({ 'data-state': customerState(c) }) },
          ]}
        />
      )}
      {list && <AdminPager page={list.page} pages={pages} onPage={(page) => setSearch((s) => ({ ...s, page }))} label={t('customers.pages')} />}
    </section>
  );
}
