import { useTranslation } from 'react-i18next';
import { OFFICE_HOURS } from '../../contracts/admin/leads.ts';

/**
 * Times in the inbox are Beijing times, whoever reads them: the office, the office hours and the reply clock's
 * working days all are (a colleague travelling abroad sees the same due times as the office).
 */
export function useBeijingTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: OFFICE_HOURS.zone });
  return (iso: string) => format.format(new Date(iso));
}

/** `/leads/:kind/:id` of the back office. */
export const leadPath = (lead: { kind: string; id: number }) => `/leads/${lead.kind}/${lead.id}`;
