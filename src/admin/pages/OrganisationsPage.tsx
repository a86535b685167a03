import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { adminOrganisationList } from '../../contracts/endpoints/organisations-admin.ts';
import { TextField } from '../../forms/TextField.tsx';
import { AdminPager } from '../AdminPager.tsx';
import { AdminTable, ErrorText, useAdminCall } from '../kit/index.ts';
import { useAdmin } from '../admin-context.ts';

/** The staff list of organisations: a search by name or credit code, a page at a time; each opens its edit page. */
export function OrganisationsPage() {
  const { t } = useTranslation();
  const { lang } = useAdmin();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState({ q: '', page: 1 });
  const { data: list, error } = useAdminCall(adminOrganisationList, { query: { q: search.q || undefined, page: search.page } });
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  const find = (e: FormEvent) => (e.preventDefault(), setSearch({ q: draft.trim(), page: 1 }));

  return (
    <section>
      <h1>{t('organisations.title')}</h1>
      <p>
        <Link href="/organisations/new" data-testid="organisation-add">
          {t('organisations.add')}
        </Link>
      </p>
      <form className="admin-filters" role="search" onSubmit={find} aria-label={t('organisations.title')}>
        <TextField id="organisations-q" label={t('organisations.search')} type="search" value={draft} error="" onChange={setDraft} />
        <button type="submit" data-testid="organisations-search">
          {t('organisations.searchButton')}
        </button>
      </form>
      <ErrorText text={error} />
      {list && (
        <p role="status" data-testid="organisations-count">
          {list.total ? t('organisations.count', { count: list.total }) : t('organisations.empty')}
        </p>
      )}
      {list && list.items.length > 0 && (
        <AdminTable
          testId="organisations-table"
          rows={list.items}
          rowKey={(o) => o.id}
          rowAttrs={(o) => ({ 'data-organisation': o.id })}
          columns={[
            { label: t('organisations.columns.name'), rowHeader: true, cell: (o) => <Link href={`/organisations/${o.id}`}>{lang === 'zh' ? o.nameZh : o.nameEn}</Link> },
            { label: t('organisations.columns.otherName'), cell: (o) => (lang === 'zh' ? o.nameEn : o.nameZh) },
            { label: t('organisations.columns.creditCode'), cell: (o) => <code>{o.creditCode}</code> },
            { label: t('organisations.columns.members'), cell: (o) => o.memberCount },
          ]}
        />
      )}
      {list && <AdminPager page={list.page} pages={pages} onPage={(page) => setSearch((s) => ({ ...s, page }))} label={t('organisations.pages')} />}
    </section>
  );
}
