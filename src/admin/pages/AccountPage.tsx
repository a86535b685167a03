import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { totpCodeSchema, type TotpEnrolment } from '../../contracts/admin/staff.ts';
import { adminTotpConfirm, adminTotpDisable, adminTotpEnrol } from '../../contracts/endpoints/staff-admin.ts';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { OwnPasswordForm } from './OwnPasswordForm.tsx';

/** The secret in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * One's own account: changing the password, and turning the second factor on (the secret and the otpauth link shown once, confirmed
 * with a code of the app) or off (with a current code).
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { api, session, updateSession } = useAdmin();
  const { staff } = session;
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const problem = fieldErrors(totpCodeSchema, { code }).code;
  const codeError = server || (tried && problem ? t(problem) : '');

  const fail = (err: unknown) => {
    if (err instanceof ApiError && err.fields.length) setServer(err.fields.map((f) => f.message).join(' '));
    else setMessage({ text: messageOf(err, t), error: true });
  };
  const start = async () => {
    setMessage(null);
    try {
      setEnrolment(await api.call(adminTotpEnrol));
    } catch (err) {
      fail(err);
    }
  };
  const send = (turn: typeof adminTotpConfirm | typeof adminTotpDisable, done: string) => async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem) return;
    try {
      const me = await api.call(turn, { body: { code } });
      updateSession({ ...session, staff: me });
      setEnrolment(null);
      setCode('');
      setTried(false);
      setMessage({ text: t(done), error: false });
    } catch (err) {
      fail(err);
    }
  };
  const codeField = (
    <TextField id="totp-code" label={t('account.code')} autoComplete="one-time-code" value={code} error={codeError} onChange={(v) => (setCode(v), setServer(''))} onBlur={() => setTried(true)} />
  );

  return (
    <section>
      <h1>{t('account.title')}</h1>
      <dl className="admin-facts">
        <dt>{t('staff.name')}</dt>
        <dd>{staff.name}</dd>
        <dt>{t('staff.email')}</dt>
        <dd>{staff.email}</dd>
        <dt>{t('staff.roles')}</dt>
        <dd>{staff.roles.map((r) => t(`roles.${r}`)).join(', ')}</dd>
      </dl>
      <OwnPasswordForm />
      <h2>{t('account.totpTitle')}</h2>
      <p data-testid="totp-state">{t(staff.totp ? 'account.totpIsOn' : 'account.totpIsOff')}</p>
      {message && (
        <p className={message.error ? 'admin-error' : 'admin-notice'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      {!staff.totp && !enrolment && (
        <button type="button" onClick={() => void start()}>
          {t('account.totpStart')}
        </button>
      )}
      {!staff.totp && enrolment && (
        <form className="admin-card" onSubmit={send(adminTotpConfirm, 'account.totpOnDone')} noValidate>
          <p>{t('account.totpScan')}</p>
          <p>
            {t('account.secret')}: <code data-testid="totp-secret">{grouped(enrolment.secret)}</code>
          </p>
          <p>
            <a href={enrolment.uri}>{t('account.openApp')}</a>
          </p>
          {codeField}
          <button type="submit">{t('account.confirm')}</button>
        </form>
      )}
      {staff.totp && (
        <form className="admin-card" onSubmit={send(adminTotpDisable, 'account.totpOffDone')} noValidate>
          <p>{t('account.totpOffHint')}</p>
          {codeField}
          <button type="submit" className="secondary">
            {t('account.totpOff')}
          </button>
        </form>
      )}
    </section>
  );
}
