import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { leadReplySchema, type LeadDetail } from '../../contracts/admin/leads.ts';
import { adminLeadReply } from '../../contracts/endpoints/leads-admin.ts';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { useAdmin } from '../admin-context.ts';
import { loadAdminTexts } from '../i18n.ts';
import { Notice, SubmitButton, useAdminForm } from '../kit/index.ts';
import type { SendLeadChange } from './LeadStaleEdit.tsx';

/**
 * The reply by e-mail. The subject is prefilled in the customer's language (the language of the form they
 * sent), and the server adds the signature in that language too. Sent with the lead's version by `send`: when someone
 * changed the lead meanwhile (another reply, say), nothing goes out and the page's stale-edit dialog shows it.
 */
export function LeadReplyForm({ lead, send, onSent }: { lead: LeadDetail; send: SendLeadChange; onSent: (next: LeadDetail) => void }) {
  const { t, i18n } = useTranslation();
  const { api } = useAdmin();
  const form = useAdminForm({ subject: '', body: '' }, { keepStatus: true });
  const { values, set } = form;
  const problems = fieldErrors(leadReplySchema.omit({ version: true }), values);
  const field = form.bind(problems);

  useEffect(() => {
    let live = true;
    void loadAdminTexts(i18n, lead.lang).then(() => {
      const theirs = i18n.getFixedT(lead.lang, 'admin');
      if (live) set('subject', theirs('leads.detail.subjectDefault', { kind: theirs(`leads.kinds.${lead.kind}`) }));
    });
    return () => {
      live = false;
    };
  }, [i18n, lead.lang, lead.kind, set]);

  const sent = form.submit(problems, async () => {
    const attempt = { yours: { reply: `${values.subject} — ${values.body}` }, discard: () => form.reset({ subject: values.subject, body: '' }) };
    const answer = await send(attempt, (version) => api.call(adminLeadReply, { params: { kind: lead.kind, id: lead.id }, body: { ...values, version } }));
    if (!answer) return;
    form.reset({ subject: values.subject, body: '' });
    onSent(answer);
  });

  return (
    <form className="admin-card" onSubmit={sent} noValidate aria-labelledby="lead-reply-title">
      <h2 id="lead-reply-title">{t('leads.detail.reply')}</h2>
      <p>{t('leads.detail.replyLang', { lang: t(`leads.langName.${lead.lang}`) })}</p>
      <TextField {...field('subject', 'lead-reply-subject')} label={t('leads.detail.subject')} />
      <TextField {...field('body', 'lead-reply-body')} label={t('leads.detail.body')} multiline />
      <Notice status={form.status} />
      <SubmitButton busy={form.busy}>{t('leads.detail.send')}</SubmitButton>
    </form>
  );
}
