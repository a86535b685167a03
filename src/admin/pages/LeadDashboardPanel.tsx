import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadDashboard } from '../../contracts/admin/leads.ts';
import { adminLeadDashboard } from '../../contracts/endpoints/leads-admin.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { AdminTable } from '../kit/index.ts';

/** The share of leads answered in time per week, and the open leads overdue or past their warning hours now. */
export function LeadDashboardPanel() {
  const { t, i18n } = useTranslation();
  const { api } = useAdmin();
  const [board, setBoard] = useState<LeadDashboard | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api.call(adminLeadDashboard).then(setBoard, (err) => setError(messageOf(err, t)));
  }, [api, t]);
  const percent = new Intl.NumberFormat(i18n.language === 'zh' ? 'zh-CN' : 'en-GB', { style: 'percent' });
  if (error) return <p className="admin-error" role="alert">{error}</p>;
  if (!board) return null;
  return (
    <section className="admin-card" aria-labelledby="lead-dashboard-title" data-testid="lead-dashboard">
      <h2 id="lead-dashboard-title">{t('leads.dashboard.title')}</h2>
      <p className="admin-actions">
        <strong data-testid="lead-overdue-count">{t('leads.dashboard.overdue', { count: board.overdue })}</strong>
        <span>{t('leads.dashboard.warning', { count: board.warning })}</span>
        <span>{t('leads.dashboard.open', { count: board.open })}</span>
      </p>
      <AdminTable
        rows={board.weeks}
        rowKey={(w) => w.week}
        rowAttrs={(w) => ({ 'data-week': w.week })}
        columns={[
          { label: t('leads.dashboard.week'), cell: (w) => w.week, rowHeader: true },
          { label: t('leads.dashboard.arrived'), cell: (w) => w.arrived },
          { label: t('leads.dashboard.answered'), cell: (w) => w.answered },
          { label: t('leads.dashboard.inTime'), cell: (w) => w.inTime, attrs: () => ({ 'data-testid': 'lead-week-in-time' }) },
          { label: t('leads.dashboard.share'), cell: (w) => (w.share === null ? t('leads.dashboard.none') : percent.format(w.share)) },
        ]}
      />
    </section>
  );
}
