import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { leadKinds, leadStatuses, OFFICE_HOURS, type LeadListQuery } from '../../contracts/admin/leads.ts';
import { adminLeadList } from '../../contracts/endpoints/leads-admin.ts';
import { pageCount } from '../../contracts/admin/paging.ts';
import { languages } from '../../contracts/lang.ts';
import { CheckField } from '../../forms/CheckField.tsx';
import { SelectField } from '../../forms/SelectField.tsx';
import { AdminPager } from '../AdminPager.tsx';
import { AdminTable, ErrorText, useAdminCall } from '../kit/index.ts';
import { LeadDashboardPanel } from './LeadDashboardPanel.tsx';
import { LeadDueBadge } from './LeadDueBadge.tsx';
import { leadPath } from './lead-format.ts';
import { useAdminTime } from '../kit/admin-time.ts';
import { useLeadAssignees } from './use-lead-assignees.ts';

const NO_FILTER = { kind: '', status: '', assignee: '', language: '', overdue: false };
type Filters = typeof NO_FILTER;

/** The query of the chosen filters (a blank choice is no filter). */
const queryOf = (f: Filters): LeadListQuery =>
  Object.fromEntries(Object.entries({ ...f, overdue: f.overdue ? 'true' : '' }).filter(([, v]) => v !== '')) as LeadListQuery;

/**
 * The lead inbox: every kind of lead, filtered and paged by the server (overdue first), with the number of all
 * that match and each one's first-reply badge; the weekly dashboard above. A new filter starts again at page 1.
 */
export function LeadsPage() {
  const { t } = useTranslation();
  const time = useAdminTime().dateTime;
  const people = useLeadAssignees();
  const [filters, setFilters] = useState<Filters>(NO_FILTER);
  const [page, setPage] = useState(1);
  const { data: result, error } = useAdminCall(adminLeadList, { query: { ...queryOf(filters), page } });
  const leads = result?.items;
  const filter = (change: (f: Filters) => Filters) => {
    setFilters(change);
    setPage(1);
  };

  const choose = (name: Exclude<keyof Filters, 'overdue'>, options: { value: string; label: string }[]) => (
    <SelectField id={`leads-${name}`} label={t(`leads.${name}`)} placeholder={t('leads.any')} value={filters[name]} error="" options={options} onChange={(v) => filter((f) => ({ ...f, [name]: v }))} />
  );

  return (
    <section>
      <h1>{t('leads.title')}</h1>
      <p data-testid="office-hours">{t('leads.officeHours', { from: OFFICE_HOURS.from, to: OFFICE_HOURS.to })}</p>
      <LeadDashboardPanel />
      <form className="admin-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('leads.title')}>
        {choose('kind', leadKinds.map((k) => ({ value: k, label: t(`leads.kinds.${k}`) })))}
        {choose('status', leadStatuses.map((s) => ({ value: s, label: t(`leads.statuses.${s}`) })))}
        {choose('assignee', [{ value: 'none', label: t('leads.unassigned') }, ...people.map((p) => ({ value: String(p.id), label: p.name }))])}
        {choose('language', languages.map((l) => ({ value: l, label: t(`leads.langName.${l}`) })))}
        <CheckField id="leads-overdue" label={t('leads.overdue')} checked={filters.overdue} error="" onChange={(v) => filter((f) => ({ ...f, overdue: v }))} />
      </form>
      <ErrorText text={error} />
      {result && <p role="status">{result.total ? t('leads.count', { count: result.total }) : t('leads.empty')}</p>}
      {leads && leads.length > 0 && (
        <AdminTable
          testId="leads-table"
          rows={leads}
          rowKey={(l) => `${l.kind}:${l.id}`}
          rowAttrs={(l) => ({ 'data-lead': `${l.kind}:${l.id}` })}
          columns={[
            { label: t('leads.arrived'), cell: (l) => <time dateTime={l.arrivedAt}>{time(l.arrivedAt)}</time> },
            { label: t('leads.kind'), cell: (l) => t(`leads.kinds.${l.kind}`) },
            {
              label: t('leads.from'),
              cell: (l) => (
                <>
                  <Link href={leadPath(l)}>{l.name}</Link>
                  <br />
                  {l.company} · {t(`leads.langName.${l.lang}`)}
                </>
              ),
            },
            { label: t('leads.topic'), cell: (l) => l.topic },
            { label: t('leads.status'), cell: (l) => t(`leads.statuses.${l.status}`), attrs: () => ({ 'data-testid': 'lead-status' }) },
            { label: t('leads.assignee'), cell: (l) => l.assigneeName ?? t('leads.unassigned') },
            { label: t('leads.due'), cell: (l) => <LeadDueBadge clock={l} /> },
          ]}
        />
      )}
      {result && <AdminPager page={page} pages={pageCount(result.total, result.pageSize)} onPage={setPage} label={t('leads.pages')} />}
    </section>
  );
}
