import { useTranslation } from 'react-i18next';
import type { LeadEvent } from '../../contracts/admin/leads.ts';
import { useAdminTime } from '../kit/admin-time.ts';
import type { LeadAssignee } from '../../contracts/admin/leads.ts';

/** What one event says: arrived, assigned to whom, the new status, a note or a reply (with its text). */
function EventText({ event, people }: { event: LeadEvent; people: LeadAssignee[] }) {
  const { t } = useTranslation();
  switch (event.type) {
    case 'assigned': {
      if (!event.value) return <>{t('leads.event.unassigned')}</>;
      const person = people.find((p) => String(p.id) === event.value);
      return <>{t('leads.event.assigned', { name: person?.name ?? `#${event.value}` })}</>;
    }
    case 'status':
      return <>{t('leads.event.status', { status: t(`leads.statuses.${event.value}`) })}</>;
    case 'reply':
      return <>{t('leads.event.reply', { subject: event.value ?? '' })}</>;
    default:
      return <>{t(`leads.event.${event.type}`)}</>;
  }
}

/** The lead's history, oldest first: who did what, when; notes and replies with their text. */
export function LeadHistory({ events, people }: { events: LeadEvent[]; people: LeadAssignee[] }) {
  const { t } = useTranslation();
  const time = useAdminTime().dateTime;
  return (
    <section className="admin-card" aria-labelledby="lead-history-title">
      <h2 id="lead-history-title">{t('leads.detail.history')}</h2>
      <ol className="lead-history" data-testid="lead-history">
        {events.map((e) => (
          <li key={e.id} data-event={e.type}>
            <time dateTime={e.at}>{time(e.at)}</time> · <strong><EventText event={e} people={people} /></strong> · {t('leads.event.by', { name: e.staffName ?? t('leads.event.system') })}
            {e.body && <p className="lead-history-body">{e.body}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
