import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { resetSchema } from '../../contracts/account.ts';
import { passwordReset } from '../../contracts/endpoints/account.ts';
import { CodeFields } from './CodeFields.tsx';
import { FormEnd } from './FormEnd.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { useOnceForm } from './use-account-form.ts';

/** Password reset with a code e-mailed to the address (the answer never says whether it is registered). */
export default function ResetPage() {
  const { t } = useTranslation();
  const { f, submit, done } = useOnceForm(resetSchema, { username: '', code: '', password: '', confirmation: '' }, passwordReset);
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
