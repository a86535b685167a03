import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { OFFICE_HOURS, type LeadDetail, type LeadKind } from '../../contracts/admin/leads.ts';
import { adminLeadGet } from '../../contracts/endpoints/leads-admin.ts';
import { DetailSection, useAdminCall } from '../kit/index.ts';
import { LeadActions } from './LeadActions.tsx';
import { LeadAttachments } from './LeadAttachments.tsx';
import { LeadDueBadge } from './LeadDueBadge.tsx';
import { LeadHistory } from './LeadHistory.tsx';
import { LeadReplyForm } from './LeadReplyForm.tsx';
import { useLeadStale } from './LeadStaleEdit.tsx';
import { useAdminTime } from '../kit/admin-time.ts';
import { useLeadAssignees } from './use-lead-assignees.ts';

/** A field's value as text: yes / no for check boxes, a dash for nothing. */
function useFieldText() {
  const { t } = useTranslation();
  return (value: LeadDetail['fields'][number]['value']) => (value === null || value === '' ? '–' : typeof value === 'boolean' ? t(value ? 'leads.detail.yes' : 'leads.detail.no') : String(value));
}

/**
 * One lead: what the person sent, its reply clock, assignment, status, notes, the reply form and the history. Each
 * change carries the lead's version: one made after someone else changed the lead opens the stale-edit dialog.
 */
export function LeadDetailPage() {
  const { t } = useTranslation();
  const { kind = '', id = '' } = useParams<{ kind: string; id: string }>();
  // The kind of the address is checked by the server (an unknown one is a 400 shown here).
  const { data: lead, setData: setLead, error } = useAdminCall(adminLeadGet, { params: { kind: kind as LeadKind, id } });
  const [sentTo, setSentTo] = useState('');
  const time = useAdminTime().dateTime;
  const fieldText = useFieldText();
  const people = useLeadAssignees();
  const { send, kept, dialog } = useLeadStale(lead, setLead);

  return (
    <DetailSection back={{ href: '/leads', label: t('leads.detail.back') }} error={error}>
      {lead && (
        <>
          <h1>
            {t(`leads.kinds.${lead.kind}`)} · {lead.name}
          </h1>
          <p className="admin-actions">
            <span data-testid="lead-detail-status">{t(`leads.statuses.${lead.status}`)}</span>
            <LeadDueBadge clock={lead} />
            <span>
              {t('leads.arrived')}: <time dateTime={lead.arrivedAt}>{time(lead.arrivedAt)}</time>
            </span>
          </p>
          <p>{t('leads.officeHours', { from: OFFICE_HOURS.from, to: OFFICE_HOURS.to })}</p>
          <section className="admin-card" aria-labelledby="lead-sent-title">
            <h2 id="lead-sent-title">{t('leads.detail.sent', { name: lead.name })}</h2>
            <dl className="lead-fields" data-testid="lead-fields">
              {lead.fields.map((f) => (
                <div key={f.name}>
                  <dt>{t(`leads.fields.${f.name}`, { defaultValue: f.name })}</dt>
                  <dd>{fieldText(f.value)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <LeadAttachments lead={lead} />
          {dialog}
          <LeadActions lead={lead} send={send} kept={kept} />
          <LeadReplyForm lead={lead} send={send} onSent={(next) => setSentTo(t('leads.detail.sentTo', { email: next.email }))} />
          {sentTo && (
            <p className="admin-notice" role="status" data-testid="lead-reply-sent">
              {sentTo}
            </p>
          )}
          <LeadHistory events={lead.events} people={people} />
        </>
      )}
    </DetailSection>
  );
}
