import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useSite } from '../../site/site-context.tsx';
import { completionSchema, phoneField } from '../../contracts/account.ts';
import { safeRedirect } from '../../state/session.state.ts';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { SendCodeButton } from '../../forms/SendCodeButton.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useForm } from '../../forms/use-form.ts';

/** The first login requires binding a phone, checked with an SMS code. */
export default function InfoCompletionPage() {
  const { t } = useTranslation();
  const { api } = useSite();
  const next = safeRedirect(new URLSearchParams(useSearch()).get('redirect')) ?? '/';
  const [done, setDone] = useState(false);
  const f = useForm(completionSchema, { phone: '', code: '' });
  const phoneOk = () => {
    const r = phoneField.safeParse(f.values.phone);
    if (!r.success) f.setServerErrors({ phone: t(r.error.issues[0]!.message) });
    return r.success;
  };
  const submit = f.onSubmit(
    (data) => api.post('/user/completion', data),
    (outcome) => setDone(outcome.kind === 'sent'),
  );
  const sendButton = <SendCodeButton before={phoneOk} onError={f.setFailure} send={() => api.post('/user/phone/message', { phone: f.values.phone, purpose: 'bind' })} />;
  return (
    <article className="account-page">
      <h1>{t('account:completion.title')}</h1>
      <p>{t('account:completion.intro')}</p>
      {done ? (
        <p role="status">
          {t('account:completion.done')} <Link href={next}>{t('common:nav.home')}</Link>
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={f.sending}>
          <TextField {...f.bind('phone', 'f-phone')} type="tel" autoComplete="tel" label={t('account:form.phone')} addon={sendButton} />
          <TextField {...f.bind('code', 'f-code')} inputMode="numeric" autoComplete="one-time-code" label={t('account:form.code')} />
          <FormMessage message={f.failure} />
          <button type="submit" disabled={f.sending}>
            {t('account:completion.submit')}
          </button>
        </form>
      )}
      <p>
        <Link href={next} data-testid="completion-later">
          {t('account:completion.later')}
        </Link>
      </p>
    </article>
  );
}
