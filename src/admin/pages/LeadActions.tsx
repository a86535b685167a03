import { useTranslation } from 'react-i18next';
import { leadNoteSchema, leadStatuses, type LeadDetail, type LeadStatus } from '../../contracts/admin/leads.ts';
import { adminLeadAssign, adminLeadNote, adminLeadStatus } from '../../contracts/endpoints/leads-admin.ts';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { useAdmin } from '../admin-context.ts';
import { useLeadAssignees } from './use-lead-assignees.ts';
import { Notice, SubmitButton, useAdminForm, useNotice } from '../kit/index.ts';
import type { KeptChoice, SendLeadChange } from './LeadStaleEdit.tsx';

/**
 * One choice and its button (its key is the lead's current value, or the choice kept across a stale change, so a change
 * elsewhere resets the choice) — assignee, status — sent by `send` (null: stale, the dialog shows it), the server's
 * refusal shown under it.
 */
function ChoiceForm({ onChanged, field, action, label, button, options, value, send }: { onChanged: () => void; field: string; action: string; label: string; button: string; options: { value: string; label: string }[]; value: string; send: (v: string) => Promise<LeadDetail | null> }) {
  const { t } = useTranslation();
  const form = useAdminForm({ chosen: value }, { keepStatus: true });
  const chosen = form.values.chosen;
  const submit = form.submit(
    {},
    async () => {
      const next = await send(chosen);
      if (next) onChanged();
    },
    false,
  );
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

/**
 * Assignment, status and internal notes of a lead, each sent with the lead's version by `send` (a stale one opens the
 * page's stale-edit dialog, the draft kept); `kept` is a choice kept across it.
 */
export function LeadActions({ lead, send, kept }: { lead: LeadDetail; send: SendLeadChange; kept: KeptChoice | null }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const people = useLeadAssignees();
  const note = useAdminForm({ body: '' }, { keepStatus: true });
  const noteProblems = fieldErrors(leadNoteSchema.omit({ version: true }), note.values);
  const saved = useNotice();
  const changed = () => saved.done(t('leads.detail.saved'));
  const params = { kind: lead.kind, id: lead.id };
  const addNote = note.submit(noteProblems, async () => {
    const next = await send({ yours: { note: note.values.body }, discard: () => note.reset({ body: '' }) }, (version) => api.call(adminLeadNote, { params, body: { ...note.values, version } }));
    if (!next) return;
    note.reset({ body: '' });
    changed();
  });
  const choice = (field: KeptChoice['field'], current: string) => (kept?.field === field ? kept.value : current);
  const assignee = choice('assigneeId', lead.assigneeId === null ? '' : String(lead.assigneeId));
  const status = choice('status', lead.status);
  const personName = (v: string) => people.find((p) => String(p.id) === v)?.name ?? t('leads.unassigned');
  return (
    <section className="admin-card" aria-label={t('leads.detail.assign')}>
      <div className="admin-grid">
        {people.length > 0 && (
          <ChoiceForm
            key={`assignee-${assignee}`}
            onChanged={changed}
            field="assigneeId"
            action="assign"
            label={t('leads.assignee')}
            button={t('leads.detail.assign')}
            value={assignee}
            options={people.map((p) => ({ value: String(p.id), label: `${p.name} (${p.email})` }))}
            send={(v) => send({ yours: { assignee: personName(v) }, choice: { field: 'assigneeId', value: v } }, (version) => api.call(adminLeadAssign, { params, body: { assigneeId: v ? Number(v) : null, version } }))}
          />
        )}
        <ChoiceForm
          key={`status-${status}`}
          onChanged={changed}
          field="status"
          action="status"
          label={t('leads.status')}
          button={t('leads.detail.setStatus')}
          value={status}
          options={leadStatuses.map((s) => ({ value: s, label: t(`leads.statuses.${s}`) }))}
          send={(v) => send({ yours: { status: t(`leads.statuses.${v}`) }, choice: { field: 'status', value: v } }, (version) => api.call(adminLeadStatus, { params, body: { status: v as LeadStatus, version } }))}
        />
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
