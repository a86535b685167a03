import { useTranslation } from 'react-i18next';
import type { LeadClock } from '../../contracts/admin/leads.ts';
import { useAdminTime } from '../kit/admin-time.ts';

/** Where a lead's first reply stands: due (and when), due soon, overdue, paused, or answered in or out of time. */
export function LeadDueBadge({ clock }: { clock: LeadClock }) {
  const { t } = useTranslation();
  const time = useAdminTime().dateTime;
  const due = time(clock.dueAt);
  const [tone, text] =
    clock.state === 'stopped'
      ? clock.inTime
        ? ['inTime', t('leads.badge.inTime')]
        : ['late', t('leads.badge.late')]
      : clock.state === 'paused'
        ? ['paused', t('leads.badge.paused')]
        : [clock.level, t(`leads.badge.${clock.level}`, { due })];
  return (
    <span className={`lead-badge lead-badge-${tone}`} data-testid="lead-due" data-level={tone}>
      {text}
    </span>
  );
}
