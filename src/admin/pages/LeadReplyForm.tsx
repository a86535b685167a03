import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { leadReplySchema, type LeadDetail } from '../../contracts/admin/leads.ts';
import { adminLeadReply } from '../../contracts/endpoints/leads-admin.ts';
import { TextField } from '../../forms/TextField.tsx';
import { useForm } from '../../forms/use-form.ts';
import { useAdmin } from '../admin-context.ts';
import { loadAdminTexts } from '../i18n.ts';
import { ErrorText } from '../kit/index.ts';

/**
 * The reply by e-mail. The subject is prefilled in the customer's language (the language of the form they
 * sent), and the server adds the signature in that language too.
 */
export function LeadReplyForm({ lead, onSent }: { lead: LeadDetail; onSent: (next: LeadDetail) => void }) {
  const { t, i18n } = useTranslation();
  const { api } = useAdmin();
  const form = useForm(leadReplySchema, { subject: '', body: '' });
  const { set } = form;

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

  const sent = form.onSubmit(
    (data) => api.call(adminLeadReply, { params: { kind: lead.kind, id: lead.id }, body: data }),
    (outcome) => {
      if (outcome.kind !== 'sent') return;
      form.reset({ subject: form.values.subject, body: '' });
      onSent(outcome.answer);
    },
  );

  return (
    <form className="admin-card" onSubmit={sent} noValidate aria-labelledby="lead-reply-title">
      <h2 id="lead-reply-title">{t('leads.detail.reply')}</h2>
      <p>{t('leads.detail.replyLang', { lang: t(`leads.langName.${lead.lang}`) })}</p>
      <TextField {...form.bind('subject', 'lead-reply-subject')} label={t('leads.detail.subject')} />
      <TextField {...form.bind('body', 'lead-reply-body')} label={t('leads.detail.body')} multiline />
      <ErrorText text={form.failure} />
      <button type="submit" aria-busy={form.sending} disabled={form.sending}>
        {t('leads.detail.send')}
      </button>
    </form>
  );
}
