import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AccountPage } from '../../components/AccountPage.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { LoginFirst, Loading } from '../../components/LoginFirst.tsx';
import { myLeadList } from '../../contracts/endpoints/customer-leads.ts';
import type { MyLead } from '../../contracts/my-leads.ts';
import { useOwn } from '../../site/use-own.ts';

/** Personal centre: the customer's own enquiries and applications, newest first, with where each stands. */
export default function MyLeadsPage() {
  useSignals();
  const { t, i18n } = useTranslation();
  const leads = useOwn(myLeadList).data;
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB');
  const columns: Column<MyLead>[] = [
    { head: t('account:myLeads.kind'), cell: (l) => t(`account:myLeads.kinds.${l.kind}`) },
    { head: t('account:myLeads.date'), labelled: true, cell: (l) => <time dateTime={l.createdAt}>{time(l.createdAt)}</time> },
    { head: t('account:myLeads.topic'), labelled: true, cell: (l) => l.topic },
    { head: t('account:myLeads.status'), labelled: true, td: { 'data-testid': 'my-lead-status' }, cell: (l) => t(`account:myLeads.statuses.${l.status}`) },
  ];
  return (
    <AccountPage className="my-leads-page" title={t('account:myLeads.title')} links={<Link href="/order-list">{t('account:myLeads.orders')}</Link>}>
      {leads === null ? <Loading /> : null}
      {leads === 'guest' ? <LoginFirst redirect="/my-leads" /> : null}
      {leads === 'failed' ? <p role="alert">{t('account:myLeads.loadFailed')}</p> : null}
      {Array.isArray(leads) && leads.length === 0 ? <p>{t('account:myLeads.empty')}</p> : null}
      {Array.isArray(leads) && leads.length > 0 ? (
        <>
          <p>{t('account:myLeads.note')}</p>
          <DataTable region={t('account:myLeads.title')} className="data-table stack-on-phone" columns={columns} rows={leads} rowKey={(l) => `${l.kind}:${l.id}`} row={() => ({ 'data-testid': 'my-lead' })} />
        </>
      ) : null}
    </AccountPage>
  );
}
