import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { phoneLoginSchema } from '../../contracts/account.ts';
import { phoneLogin } from '../../contracts/endpoints/account.ts';
import { CaptchaField } from '../../forms/CaptchaField.tsx';
import { CodeFields } from './CodeFields.tsx';
import { FormEnd } from './FormEnd.tsx';
import { useLoginForm } from './use-account-form.ts';

/** Log in with a phone number and an SMS code. */
export default function PhoneLoginPage() {
  const { t } = useTranslation();
  const { f, captcha, submit, search } = useLoginForm(phoneLoginSchema, { phone: '', code: '', captcha: '' }, phoneLogin);
  return (
    <article className="account-page">
      <h1>{t('account:login.phoneLogin')}</h1>
      <form onSubmit={submit} noValidate aria-busy={f.sending}>
        <CodeFields form={f} channel="phone" purpose="login" />
        {captcha.captcha && <CaptchaField captcha={captcha.captcha} onRenew={() => void captcha.renew()} field={f.bind('captcha', 'f-captcha')} />}
        <FormEnd failure={f.failure} sending={f.sending}>
          {t('account:login.submit')}
        </FormEnd>
      </form>
      <p>
        <Link href={`/login${search ? `?${search}` : ''}`}>{t('account:login.emailLogin')}</Link>
      </p>
    </article>
  );
}
