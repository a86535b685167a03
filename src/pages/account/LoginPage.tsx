import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { useSite } from '../../site/site-context.tsx';
import { loginSchema, type LoginResult } from '../../contracts/account.ts';
import { afterLogin } from './after-login.ts';
import { Field, FormMessage } from './form/Field.tsx';
import { useForm } from './form/use-form.ts';

/** Log in with e-mail and password (spec §5: valid e-mail and password). */
export default function LoginPage() {
  const { t } = useTranslation();
  const { api } = useSite();
  const search = useSearch();
  const [, navigate] = useLocation();
  const f = useForm(loginSchema, { username: '', password: '' });
  const submit = f.onSubmit(async (data) => {
    const result = await api.post<LoginResult>('/user/login', data);
    navigate(afterLogin(result, search));
  });
  const keep = search ? `?${search}` : '';
  return (
    <article className="account-page">
      <h1>{t('account:login.title')}</h1>
      <form onSubmit={submit} noValidate aria-busy={f.busy} data-testid="login-form">
        <Field name="username" type="email" autoComplete="username" label={t('account:form.email')} value={String(f.values.username)} error={f.errors.username} onValue={(v) => f.set('username', v)} />
        <Field name="password" type="password" autoComplete="current-password" label={t('account:form.password')} value={String(f.values.password)} error={f.errors.password} onValue={(v) => f.set('password', v)} />
        <FormMessage message={f.message} />
        <button type="submit" disabled={f.busy}>
          {f.busy ? t('account:form.sending') : t('account:login.submit')}
        </button>
      </form>
      <p>
        <Link href={`/phone-login${keep}`}>{t('account:login.phoneLogin')}</Link> · <Link href="/registered">{t('account:login.register')}</Link> · <Link href="/reset">{t('account:login.forgot')}</Link>
      </p>
    </article>
  );
}
