import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { leadNoteSchema, leadStatuses, type LeadDetail, type LeadStatus } from '../../contracts/admin/leads.ts';
import { adminLeadAssign, adminLeadNote, adminLeadStatus } from '../../contracts/endpoints/leads-admin.ts';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useForm } from '../../forms/use-form.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { useLeadAssignees } from './use-lead-assignees.ts';
import { ErrorText } from '../kit/index.ts';

type Props = { lead: LeadDetail; onChanged: (next: LeadDetail) => void };

/** One choice and its button (its key is the lead's current value, so a change elsewhere resets the choice) — assignee, status — sent by `send`, the server's refusal shown under it. */
function ChoiceForm({ onChanged, field, action, label, button, options, value, send }: Omit<Props, 'lead'> & { field: string; action: string; label: string; button: string; options: { value: string; label: string }[]; value: string; send: (v: string) => Promise<LeadDetail> }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(value);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      onChanged(await send(chosen));
      setError('');
    } catch (err) {
      setError(err instanceof ApiError && err.fields.length ? err.fields.map((f) => f.message).join(' ') : messageOf(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="admin-actions" onSubmit={submit} noValidate>
      <SelectField id={`lead-${action}`} label={label} placeholder={field === 'assigneeId' ? t('leads.unassigned') : t('leads.any')} value={chosen} error={error} options={options} onChange={setChosen} />
      <button type="submit" aria-busy={busy} disabled={busy || (field === 'status' && !chosen)}>
        {button}
      </button>
    </form>
  );
}

/** Assignment, status and internal notes of a lead. */
export function LeadActions({ lead, onChanged }: Props) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const people = useLeadAssignees();
  const note = useForm(leadNoteSchema, { body: '' });
  const [saved, setSaved] = useState('');
  const changed = (next: LeadDetail) => (setSaved(t('leads.detail.saved')), onChanged(next));
  const params = { kind: lead.kind, id: lead.id };
  const addNote = note.onSubmit(
    (data) => api.call(adminLeadNote, { params, body: data }),
    (outcome) => outcome.kind === 'sent' && (note.reset(), changed(outcome.answer)),
  );
  return (
    <section className="admin-card" aria-label={t('leads.detail.assign')}>
      <div className="admin-grid">
        {people.length > 0 && (
          <ChoiceForm key={`assignee-${lead.assigneeId}`} onChanged={changed} field="assigneeId" action="assign" label={t('leads.assignee')} button={t('leads.detail.assign')} value={lead.assigneeId === null ? '' : String(lead.assigneeId)} options={people.map((p) => ({ value: String(p.id), label: `${p.name} (${p.email})` }))} send={(v) => api.call(adminLeadAssign, { params, body: { assigneeId: v ? Number(v) : null } })} />
        )}
        <ChoiceForm key={`status-${lead.status}`} onChanged={changed} field="status" action="status" label={t('leads.status')} button={t('leads.detail.setStatus')} value={lead.status} options={leadStatuses.map((s) => ({ value: s, label: t(`leads.statuses.${s}`) }))} send={(v) => api.call(adminLeadStatus, { params, body: { status: v as LeadStatus } })} />
      </div>
      <form className="lead-note" onSubmit={addNote} noValidate>
        <TextField {...note.bind('body', 'lead-note')} label={t('leads.detail.note')} multiline />
        <ErrorText text={note.failure} />
        <button type="submit" className="secondary" aria-busy={note.sending} disabled={note.sending}>
          {t('leads.detail.addNote')}
        </button>
      </form>
      {saved && (
        <p className="admin-notice" role="status">
          {saved}
        </p>
      )}
    </section>
  );
}
