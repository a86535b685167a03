import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { useSite } from '../../site/site-context.tsx';
import { phoneLoginSchema, type LoginResult } from '../../contracts/account.ts';
import { CaptchaField, useCaptchaOnDemand } from '../../forms/CaptchaField.tsx';
import { useForm } from '../../forms/use-form.ts';
import { afterLogin } from './after-login.ts';
import { CodeFields } from './CodeFields.tsx';
import { FormEnd } from './FormEnd.tsx';

/** Log in with a phone number and an SMS code. */
export default function PhoneLoginPage() {
  const { t } = useTranslation();
  const { api } = useSite();
  const search = useSearch();
  const [, navigate] = useLocation();
  const f = useForm(phoneLoginSchema, { phone: '', code: '', captcha: '' });
  const captcha = useCaptchaOnDemand(api);
  const submit = f.onSubmit(
    ({ phone, code, captcha: typed }) => api.post<LoginResult>('/auth', { phone, code, ...captcha.answer(typed ?? '') }),
    (outcome) => (outcome.kind === 'sent' ? navigate(afterLogin(outcome.answer, search)) : captcha.after(outcome)),
  );
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
