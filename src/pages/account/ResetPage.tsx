import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSite } from '../../site/site-context.tsx';
import { resetSchema } from '../../contracts/account.ts';
import { useForm } from '../../forms/use-form.ts';
import { CodeFields } from './CodeFields.tsx';
import { FormEnd } from './FormEnd.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';

/** Password reset with a code e-mailed to the address (the answer never says whether it is registered). */
export default function ResetPage() {
  const { t } = useTranslation();
  const { api } = useSite();
  const [done, setDone] = useState(false);
  const f = useForm(resetSchema, { username: '', code: '', password: '', confirmation: '' });
  const submit = f.onSubmit(
    (data) => api.post('/user/reset/password', data),
    (outcome) => setDone(outcome.kind === 'sent'),
  );
  return (
    <article className="account-page">
      <h1>{t('account:reset.title')}</h1>
      {done ? (
        <p role="status">
          {t('account:reset.done')} <Link href="/login">{t('account:login.title')}</Link>
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={f.sending}>
          <CodeFields form={f} channel="email" purpose="reset" />
          <NewPasswordFields form={f} />
          <FormEnd failure={f.failure} sending={f.sending}>
            {t('account:reset.submit')}
          </FormEnd>
        </form>
      )}
    </article>
  );
}
