import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LeadDetail, LeadEvent } from '../../contracts/admin/leads.ts';
import type { StaleEditData } from '../../contracts/admin/version.ts';
import { isApiError } from '../../contracts/api-error.ts';
import { StaleEditDialog, type StaleEdit } from '../kit/StaleEditDialog.tsx';
import type { StaleConflict } from '../kit/use-admin-form.ts';

/** What the stale-edit dialog compares of a lead, as the page shows it: who has it, its status, its latest note and reply. */
export interface LeadSeen {
  assignee: string;
  status: string;
  note: string;
  reply: string;
}

/** A choice of the assignee or status form, kept across "keep editing" (the form is remade for the new reading). */
export interface KeptChoice {
  field: 'assigneeId' | 'status';
  value: string;
}

/**
 * A change the page sends: what it would make of the lead (the dialog's "your value"), the choice to keep if the
 * person keeps editing, and how to drop the form's draft when they reload the other's version.
 */
export interface LeadAttempt {
  yours: Partial<LeadSeen>;
  choice?: KeptChoice;
  discard?: () => void;
}

/** Sends a change of the lead with the version the page read; answers the changed lead, or null when it was stale. */
export type SendLeadChange = (attempt: LeadAttempt, call: (version: number) => Promise<LeadDetail>) => Promise<LeadDetail | null>;

const latest = (events: LeadEvent[], type: LeadEvent['type']) => events.filter((e) => e.type === type).at(-1);

/** The lead as the dialog compares it, in the page's language (nobody assigned, the status's name, '' for no note or reply). */
export function leadSeen(l: LeadDetail, t: TFunction): LeadSeen {
  const note = latest(l.events, 'note');
  const reply = latest(l.events, 'reply');
  return {
    assignee: l.assigneeName ?? t('leads.unassigned'),
    status: t(`leads.statuses.${l.status}`),
    note: note?.body ?? '',
    reply: reply ? `${reply.value ?? ''} — ${reply.body ?? ''}` : '',
  };
}

/** The dialog's name of a compared field: the inbox's for the assignee and status. */
export const leadSeenLabel = (t: TFunction) => (field: string) => t(field === 'assignee' ? 'leads.assignee' : field === 'status' ? 'leads.status' : `leads.stale.${field}`);

/**
 * The lead's changes and their answer to a stale one (409 `E0409V`: someone changed the lead since this page read
 * it). Every change sends the page's `version`; a stale one opens the stale-edit dialog with who changed the lead and
 * what differs (assignee, status, the latest note and reply: two staff replying at once see the other's reply). Either
 * choice shows the lead as it is now; "reload" also drops the refused form's draft, "keep editing" keeps it (its next
 * send goes out knowingly, from the new version).
 */
export function useLeadStale(lead: LeadDetail | null, setLead: (next: LeadDetail) => void) {
  const { t } = useTranslation();
  const [conflict, setConflict] = useState<(StaleConflict<LeadSeen> & { current: LeadDetail; yours: LeadSeen; attempt: LeadAttempt }) | null>(null);
  const [kept, setKept] = useState<KeptChoice | null>(null);

  const seen = (l: LeadDetail) => leadSeen(l, t);

  const send: SendLeadChange = async (attempt, call) => {
    if (!lead) return null;
    try {
      const next = await call(lead.version);
      setKept(null);
      setLead(next);
      return next;
    } catch (err) {
      if (!(isApiError(err) && err.code === 'E0409V' && err.data)) throw err;
      const { current, changedBy, changedAt } = err.data as StaleEditData<LeadDetail>;
      setConflict({ current, changedBy, changedAt, theirs: seen(current), yours: { ...seen(lead), ...attempt.yours }, attempt });
      return null;
    }
  };

  const close = (keep: boolean) => {
    if (!conflict) return;
    setLead(conflict.current);
    setKept(keep ? (conflict.attempt.choice ?? null) : null);
    if (!keep) conflict.attempt.discard?.();
    setConflict(null);
  };
  const stale: StaleEdit<LeadSeen> = { conflict, values: conflict?.yours ?? (lead ? seen(lead) : { assignee: '', status: '', note: '', reply: '' }), label: leadSeenLabel(t), reload: () => close(false), keep: () => close(true) };

  return { send, kept, dialog: <StaleEditDialog stale={stale} /> };
}
