import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MyLead } from '../../contracts/my-leads.ts';
import { useSite } from '../../site/site-context.tsx';
import { session, storedToken } from '../../state/session.state.ts';

type Loaded = MyLead[] | null | 'guest' | 'failed';

/** Personal centre: the customer's own enquiries and applications, newest first, with where each stands. */
export default function MyLeadsPage() {
  useSignals();
  const { t, i18n } = useTranslation();
  const { api } = useSite();
  const [leads, setLeads] = useState<Loaded>(null);
  // Loaded again when the login changes (a login handed over from the other host arrives after mounting).
  const user = session.username.value;
  useEffect(() => {
    if (!storedToken()) return setLeads('guest');
    setLeads(null);
    api
      .get<MyLead[]>('/account/leads')
      .then(setLeads)
      .catch((err: { status?: number }) => setLeads(err?.status === 401 ? 'guest' : 'failed'));
  }, [api, user]);
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB');
  return (
    <article className="my-leads-page">
      <h1>{t('account:myLeads.title')}</h1>
      <p>
        <Link href="/order-list">{t('account:myLeads.orders')}</Link>
      </p>
      {leads === null ? <p aria-busy="true">{t('account:cart.loading')}</p> : null}
      {leads === 'guest' ? (
        <p role="alert">
          {t('account:cart.loginFirst')} <Link href="/login?redirect=/my-leads">{t('account:cart.loginLink')}</Link>
        </p>
      ) : null}
      {leads === 'failed' ? <p role="alert">{t('account:myLeads.loadFailed')}</p> : null}
      {Array.isArray(leads) && leads.length === 0 ? <p>{t('account:myLeads.empty')}</p> : null}
      {Array.isArray(leads) && leads.length > 0 ? (
        <>
          <p>{t('account:myLeads.note')}</p>
          <div className="table-scroll" role="region" aria-label={t('account:myLeads.title')} tabIndex={0}>
            <table className="data-table stack-on-phone">
              <thead>
                <tr>
                  <th scope="col">{t('account:myLeads.kind')}</th>
                  <th scope="col">{t('account:myLeads.date')}</th>
                  <th scope="col">{t('account:myLeads.topic')}</th>
                  <th scope="col">{t('account:myLeads.status')}</th>
                </tr>
              </thead>
              <tbody>
                {leads.map((l) => (
                  <tr key={`${l.kind}:${l.id}`} data-testid="my-lead">
                    <td>{t(`account:myLeads.kinds.${l.kind}`)}</td>
                    <td data-label={t('account:myLeads.date')}>
                      <time dateTime={l.createdAt}>{time(l.createdAt)}</time>
                    </td>
                    <td data-label={t('account:myLeads.topic')}>{l.topic}</td>
                    <td data-label={t('account:myLeads.status')} data-testid="my-lead-status">{t(`account:myLeads.statuses.${l.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </article>
  );
}
