import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { useSite } from '../../site/site-context.tsx';
import { phoneField, phoneLoginSchema, type LoginResult } from '../../contracts/account.ts';
import { CaptchaField, useCaptchaOnDemand } from '../../forms/CaptchaField.tsx';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { SendCodeButton } from '../../forms/SendCodeButton.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useForm } from '../../forms/use-form.ts';
import { afterLogin } from './after-login.ts';

/** Log in with a phone number and an SMS code. */
export default function PhoneLoginPage() {
  const { t } = useTranslation();
  const { api } = useSite();
  const search = useSearch();
  const [, navigate] = useLocation();
  const f = useForm(phoneLoginSchema, { phone: '', code: '', captcha: '' });
  const captcha = useCaptchaOnDemand(api);
  const phoneOk = () => {
    const r = phoneField.safeParse(f.values.phone);
    if (!r.success) f.setServerErrors({ phone: t(r.error.issues[0]!.message) });
    return r.success;
  };
  const submit = f.onSubmit(
    ({ phone, code, captcha: typed }) => api.post<LoginResult>('/auth', { phone, code, ...captcha.answer(typed ?? '') }),
    (outcome) => (outcome.kind === 'sent' ? navigate(afterLogin(outcome.answer, search)) : captcha.after(outcome)),
  );
  const sendButton = <SendCodeButton before={phoneOk} onError={f.setFailure} send={() => api.post('/user/phone/message', { phone: f.values.phone, purpose: 'login' })} />;
  return (
    <article className="account-page">
      <h1>{t('account:login.phoneLogin')}</h1>
      <form onSubmit={submit} noValidate aria-busy={f.sending}>
        <TextField {...f.bind('phone', 'f-phone')} type="tel" autoComplete="tel" label={t('account:form.phone')} addon={sendButton} />
        <TextField {...f.bind('code', 'f-code')} inputMode="numeric" autoComplete="one-time-code" label={t('account:form.code')} />
        {captcha.captcha && <CaptchaField captcha={captcha.captcha} onRenew={() => void captcha.renew()} field={f.bind('captcha', 'f-captcha')} />}
        <FormMessage message={f.failure} />
        <button type="submit" disabled={f.sending}>
          {t('account:login.submit')}
        </button>
      </form>
      <p>
        <Link href={`/login${search ? `?${search}` : ''}`}>{t('account:login.emailLogin')}</Link>
      </p>
    </article>
  );
}
