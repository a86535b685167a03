import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { loginSchema } from '../../contracts/account.ts';
import { userLogin } from '../../contracts/endpoints/account.ts';
import { CaptchaField } from '../../forms/CaptchaField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { FormEnd } from './FormEnd.tsx';
import { useLoginForm } from './use-account-form.ts';

/** Log in with e-mail and password (valid e-mail and password). */
export default function LoginPage() {
  const { t } = useTranslation();
  const { f, captcha, submit, search } = useLoginForm(loginSchema, { username: '', password: '', captcha: '' }, userLogin);
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
