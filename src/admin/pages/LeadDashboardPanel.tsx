import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadDashboard } from '../../contracts/admin/leads.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';

/** The share of leads answered in time per week, and the open leads overdue or past their warning hours now. */
export function LeadDashboardPanel() {
  const { t, i18n } = useTranslation();
  const { api } = useAdmin();
  const [board, setBoard] = useState<LeadDashboard | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api.get<LeadDashboard>('/admin/leads/dashboard').then(setBoard, (err) => setError(messageOf(err, t)));
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
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              {(['week', 'arrived', 'answered', 'inTime', 'share'] as const).map((c) => (
                <th key={c} scope="col">
                  {t(`leads.dashboard.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {board.weeks.map((w) => (
              <tr key={w.week} data-week={w.week}>
                <th scope="row">{w.week}</th>
                <td>{w.arrived}</td>
                <td>{w.answered}</td>
                <td data-testid="lead-week-in-time">{w.inTime}</td>
                <td>{w.share === null ? t('leads.dashboard.none') : percent.format(w.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
