import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, fieldErrorsOf, type Api } from '../../api/client.ts';
import type { Captcha } from '../../contracts/account.ts';
import { captchaNew } from '../../contracts/endpoints/account.ts';
import { staffLoginSchema, type StaffLoginResult } from '../../contracts/admin/staff.ts';
import { staffLogin } from '../../contracts/endpoints/staff-admin.ts';
import { TextField } from '../../forms/TextField.tsx';
import { useForm } from '../../forms/use-form.ts';
import { messageOf } from '../admin-api.ts';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { ErrorText, SubmitButton } from '../kit/index.ts';

interface Props {
  api: Api;
  /** Why the person is here again (session ended, logged out), as a translation key; '' for none. */
  notice: string;
  onLoggedIn: (login: StaffLoginResult) => void;
}

/**
 * The staff login. The image captcha appears when the server asks for it (after repeated failures it
 * names the `captcha` field), the authenticator code when it names `code` (second factor on).
 */
export function LoginPage({ api, notice, onLoggedIn }: Props) {
  const { t } = useTranslation();
  const form = useForm(staffLoginSchema, { email: '', password: '', captcha: '', code: '' });
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const newCaptcha = async () => {
    try {
      setCaptcha(await api.call(captchaNew));
    } catch (err) {
      setError(messageOf(err, t));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    form.touchAll();
    const { email, password, captcha: answer, code } = form.values;
    const body = { email, password, ...(captcha ? { captchaId: captcha.id, captcha: answer } : {}), ...(needsCode ? { code } : {}) };
    const checked = staffLoginSchema.safeParse(body);
    if (!checked.success) return;
    setBusy(true);
    setError('');
    try {
      onLoggedIn(await api.call(staffLogin, { body }));
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) {
        form.setServerErrors(fieldErrorsOf(err)!);
        const fields = err.fields.map((f) => f.field);
        if (fields.includes('code')) setNeedsCode(true);
        // A captcha is used once: a new picture after every refused attempt once the server asks for one.
        if (fields.includes('captcha') || captcha) await newCaptcha();
      } else setError(messageOf(err, t));
    } finally {
      setBusy(false);
    }
  };

  const field = (id: 'email' | 'password' | 'captcha' | 'code', type = 'text', autoComplete?: string) => (
    <TextField id={id} label={t(`login.${id}`)} type={type} autoComplete={autoComplete} value={form.values[id]} error={form.errorOf(id)} onChange={(v) => form.set(id, v)} onBlur={() => form.blur(id)} />
  );

  return (
    <main className="admin-login">
      <header>
        <h1>{t('login.title')}</h1>
        <LanguageSwitch />
      </header>
      {notice && <p className="admin-notice" role="status">{t(notice)}</p>}
      <form onSubmit={submit} noValidate>
        {field('email', 'email', 'username')}
        {field('password', 'password', 'current-password')}
        {captcha && (
          <div className="admin-captcha">
            <img src={captcha.image} alt={t('login.captchaImage')} width={160} height={56} />
            <button type="button" className="secondary outline" onClick={() => void newCaptcha()}>
              {t('login.newCaptcha')}
            </button>
            {field('captcha', 'text', 'off')}
          </div>
        )}
        {needsCode && field('code', 'text', 'one-time-code')}
        <ErrorText text={error} />
        <SubmitButton busy={busy}>{t('login.submit')}</SubmitButton>
      </form>
    </main>
  );
}
