import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { useSite } from '../../site/site-context.tsx';
import { loginSchema, type LoginResult } from '../../contracts/account.ts';
import { CaptchaField, useCaptchaOnDemand } from '../../forms/CaptchaField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useForm } from '../../forms/use-form.ts';
import { afterLogin } from './after-login.ts';
import { FormEnd } from './FormEnd.tsx';

/** Log in with e-mail and password (valid e-mail and password). */
export default function LoginPage() {
  const { t } = useTranslation();
  const { api } = useSite();
  const search = useSearch();
  const [, navigate] = useLocation();
  const f = useForm(loginSchema, { username: '', password: '', captcha: '' });
  const captcha = useCaptchaOnDemand(api);
  const submit = f.onSubmit(
    ({ username, password, captcha: typed }) => api.post<LoginResult>('/user/login', { username, password, ...captcha.answer(typed ?? '') }),
    (outcome) => (outcome.kind === 'sent' ? navigate(afterLogin(outcome.answer, search)) : captcha.after(outcome)),
  );
  const keep = search ? `?${search}` : '';
  return (
    <article className="account-page">
      <h1>{t('account:login.title')}</h1>
      <form onSubmit={submit} noValidate aria-busy={f.sending} data-testid="login-form">
        <TextField {...f.bind('username', 'f-username')} type="email" autoComplete="username" label={t('account:form.email')} />
        <TextField {...f.bind('password', 'f-password')} type="password" autoComplete="current-password" label={t('account:form.password')} />
        {captcha.captcha && <CaptchaField captcha={captcha.captcha} onRenew={() => void captcha.renew()} field={f.bind('captcha', 'f-captcha')} />}
        <FormEnd failure={f.failure} sending={f.sending}>
          {f.sending ? t('account:form.sending') : t('account:login.submit')}
        </FormEnd>
      </form>
      <p>
        <Link href={`/phone-login${keep}`}>{t('account:login.phoneLogin')}</Link> · <Link href="/registered">{t('account:login.register')}</Link> · <Link href="/reset">{t('account:login.forgot')}</Link>
      </p>
    </article>
  );
}
