import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { useSite } from '../../site/site-context.tsx';
import { phoneField, phoneLoginSchema, type LoginResult } from '../../contracts/account.ts';
import { afterLogin } from './after-login.ts';
import { Field, FormMessage } from './form/Field.tsx';
import { SendCodeButton } from './form/SendCodeButton.tsx';
import { useForm } from './form/use-form.ts';

/** Log in with a phone number and an SMS code. */
export default function PhoneLoginPage() {
  const { t } = useTranslation();
  const { api } = useSite();
  const search = useSearch();
  const [, navigate] = useLocation();
  const f = useForm(phoneLoginSchema, { phone: '', code: '' });
  const phoneOk = () => {
    const r = phoneField.safeParse(f.values.phone);
    if (!r.success) f.setErrors({ phone: r.error.issues[0]!.message });
    return r.success;
  };
  const submit = f.onSubmit(async (data) => {
    const result = await api.post<LoginResult>('/auth', data);
    navigate(afterLogin(result, search));
  });
  const sendButton = (
    <SendCodeButton before={phoneOk} onError={f.setMessage} send={() => api.post('/user/phone/message', { phone: f.values.phone, purpose: 'login' })} />
  );
  return (
    <article className="account-page">
      <h1>{t('account:login.phoneLogin')}</h1>
      <form onSubmit={submit} noValidate aria-busy={f.busy}>
        <Field name="phone" type="tel" autoComplete="tel" label={t('account:form.phone')} value={String(f.values.phone)} error={f.errors.phone} onValue={(v) => f.set('phone', v)} addon={sendButton} />
        <Field name="code" inputMode="numeric" autoComplete="one-time-code" label={t('account:form.code')} value={String(f.values.code)} error={f.errors.code} onValue={(v) => f.set('code', v)} />
        <FormMessage message={f.message} />
        <button type="submit" disabled={f.busy}>
          {t('account:login.submit')}
        </button>
      </form>
      <p>
        <Link href={`/login${search ? `?${search}` : ''}`}>{t('account:login.emailLogin')}</Link>
      </p>
    </article>
  );
}
