import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSite } from '../../site/site-context.tsx';
import { resetSchema } from '../../contracts/account.ts';
import { Field, FormMessage } from './form/Field.tsx';
import { EmailCodeFields } from './form/EmailCodeFields.tsx';
import { useForm } from './form/use-form.ts';

/** Password reset with a code e-mailed to the address (the answer never says whether it is registered). */
export default function ResetPage() {
  const { t } = useTranslation();
  const { api } = useSite();
  const [done, setDone] = useState(false);
  const f = useForm(resetSchema, { username: '', code: '', password: '', confirmation: '' });
  const text = (name: string) => String(f.values[name] ?? '');
  const submit = f.onSubmit(async (data) => {
    await api.post('/user/reset/password', data);
    setDone(true);
  });
  return (
    <article className="account-page">
      <h1>{t('account:reset.title')}</h1>
      {done ? (
        <p role="status">
          {t('account:reset.done')} <Link href="/login">{t('account:login.title')}</Link>
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={f.busy}>
          <EmailCodeFields form={f} purpose="reset" />
          <Field name="password" type="password" autoComplete="new-password" label={t('account:form.password')} value={text('password')} error={f.errors.password} onValue={(v) => f.set('password', v)} />
          <Field name="confirmation" type="password" autoComplete="new-password" label={t('account:form.confirmation')} value={text('confirmation')} error={f.errors.confirmation} onValue={(v) => f.set('confirmation', v)} />
          <FormMessage message={f.message} />
          <button type="submit" disabled={f.busy}>
            {t('account:reset.submit')}
          </button>
        </form>
      )}
    </article>
  );
}
