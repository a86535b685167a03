import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useSite } from '../../site/site-context.tsx';
import { completionSchema, phoneField } from '../../contracts/account.ts';
import { safeRedirect } from '../../state/session.state.ts';
import { Field, FormMessage } from './form/Field.tsx';
import { SendCodeButton } from './form/SendCodeButton.tsx';
import { useForm } from './form/use-form.ts';

/** Spec §2: the first login requires binding a phone, checked with an SMS code. */
export default function InfoCompletionPage() {
  const { t } = useTranslation();
  const { api } = useSite();
  const next = safeRedirect(new URLSearchParams(useSearch()).get('redirect')) ?? '/';
  const [done, setDone] = useState(false);
  const f = useForm(completionSchema, { phone: '', code: '' });
  const phoneOk = () => {
    const r = phoneField.safeParse(f.values.phone);
    if (!r.success) f.setErrors({ phone: r.error.issues[0]!.message });
    return r.success;
  };
  const submit = f.onSubmit(async (data) => {
    await api.post('/user/completion', data);
    setDone(true);
  });
  return (
    <article className="account-page">
      <h1>{t('account:completion.title')}</h1>
      <p>{t('account:completion.intro')}</p>
      {done ? (
        <p role="status">
          {t('account:completion.done')} <Link href={next}>{t('common:nav.home')}</Link>
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={f.busy}>
          <Field
            name="phone"
            type="tel"
            autoComplete="tel"
            label={t('account:form.phone')}
            value={String(f.values.phone)}
            error={f.errors.phone}
            onValue={(v) => f.set('phone', v)}
            addon={<SendCodeButton before={phoneOk} onError={f.setMessage} send={() => api.post('/user/phone/message', { phone: f.values.phone, purpose: 'bind' })} />}
          />
          <Field name="code" inputMode="numeric" autoComplete="one-time-code" label={t('account:form.code')} value={String(f.values.code)} error={f.errors.code} onValue={(v) => f.set('code', v)} />
          <FormMessage message={f.message} />
          <button type="submit" disabled={f.busy}>
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
