import { useTranslation } from 'react-i18next';
import { leadNoteSchema, leadStatuses, type LeadDetail, type LeadStatus } from '../../contracts/admin/leads.ts';
import { adminLeadAssign, adminLeadNote, adminLeadStatus } from '../../contracts/endpoints/leads-admin.ts';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { useAdmin } from '../admin-context.ts';
import { useLeadAssignees } from './use-lead-assignees.ts';
import { Notice, SubmitButton, useAdminForm, useNotice } from '../kit/index.ts';

type Props = { lead: LeadDetail; onChanged: (next: LeadDetail) => void };

/** One choice and its button (its key is the lead's current value, so a change elsewhere resets the choice) — assignee, status — sent by `send`, the server's refusal shown under it. */
function ChoiceForm({ onChanged, field, action, label, button, options, value, send }: Omit<Props, 'lead'> & { field: string; action: string; label: string; button: string; options: { value: string; label: string }[]; value: string; send: (v: string) => Promise<LeadDetail> }) {
  const { t } = useTranslation();
  const form = useAdminForm({ chosen: value }, { keepStatus: true });
  const chosen = form.values.chosen;
  const submit = form.submit({}, async () => onChanged(await send(chosen)), false);
  // One line under the choice: whatever the refusal named, or why the call failed.
  const refusal = Object.values(form.server).filter(Boolean).join(' ') || (form.status?.error ? form.status.text : '');
  return (
    <form className="admin-actions" onSubmit={submit} noValidate>
      <SelectField id={`lead-${action}`} label={label} placeholder={field === 'assigneeId' ? t('leads.unassigned') : t('leads.any')} value={chosen} error={refusal} options={options} onChange={(v) => form.setValues({ chosen: v })} />
      <SubmitButton busy={form.busy} disabled={field === 'status' && !chosen}>
        {button}
      </SubmitButton>
    </form>
  );
}

/** Assignment, status and internal notes of a lead. */
export function LeadActions({ lead, onChanged }: Props) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const people = useLeadAssignees();
  const note = useAdminForm({ body: '' }, { keepStatus: true });
  const noteProblems = fieldErrors(leadNoteSchema, note.values);
  const saved = useNotice();
  const changed = (next: LeadDetail) => (saved.done(t('leads.detail.saved')), onChanged(next));
  const params = { kind: lead.kind, id: lead.id };
  const addNote = note.submit(noteProblems, async () => {
    const next = await api.call(adminLeadNote, { params, body: note.values });
    note.reset({ body: '' });
    changed(next);
  });
  return (
    <section className="admin-card" aria-label={t('leads.detail.assign')}>
      <div className="admin-grid">
        {people.length > 0 && (
          <ChoiceForm key={`assignee-${lead.assigneeId}`} onChanged={changed} field="assigneeId" action="assign" label={t('leads.assignee')} button={t('leads.detail.assign')} value={lead.assigneeId === null ? '' : String(lead.assigneeId)} options={people.map((p) => ({ value: String(p.id), label: `${p.name} (${p.email})` }))} send={(v) => api.call(adminLeadAssign, { params, body: { assigneeId: v ? Number(v) : null } })} />
        )}
        <ChoiceForm key={`status-${lead.status}`} onChanged={changed} field="status" action="status" label={t('leads.status')} button={t('leads.detail.setStatus')} value={lead.status} options={leadStatuses.map((s) => ({ value: s, label: t(`leads.statuses.${s}`) }))} send={(v) => api.call(adminLeadStatus, { params, body: { status: v as LeadStatus } })} />
      </div>
      <form className="lead-note" onSubmit={addNote} noValidate>
        <TextField {...note.bind(noteProblems)('body', 'lead-note')} label={t('leads.detail.note')} multiline />
        <Notice status={note.status} />
        <SubmitButton busy={note.busy} className="secondary">
          {t('leads.detail.addNote')}
        </SubmitButton>
      </form>
      <Notice status={saved.status} />
    </section>
  );
}
