import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { totpCodeSchema, type TotpEnrolment } from '../../contracts/admin/staff.ts';
import { adminTotpConfirm, adminTotpDisable, adminTotpEnrol } from '../../contracts/endpoints/staff-admin.ts';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { useAdmin } from '../admin-context.ts';
import { Notice, SubmitButton, useAdminForm } from '../kit/index.ts';
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
  // One code field for turning the factor on or off; the outcome of either (and of starting) shows above both.
  const form = useAdminForm({ code: '' }, { keepStatus: true });
  const problems = fieldErrors(totpCodeSchema, form.values);

  const start = () => form.run({}, async () => setEnrolment(await api.call(adminTotpEnrol)), false);
  const send = (turn: typeof adminTotpConfirm | typeof adminTotpDisable, done: string) =>
    form.submit(problems, async () => {
      const me = await api.call(turn, { body: form.values });
      updateSession({ ...session, staff: me });
      setEnrolment(null);
      form.reset({ code: '' });
      form.setStatus({ text: t(done), error: false });
    });
  const codeField = (
    <TextField {...form.bind(problems)('code', 'totp-code')} label={t('account.code')} autoComplete="one-time-code" />
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
      <Notice status={form.status} />
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
          <SubmitButton busy={form.busy}>{t('account.confirm')}</SubmitButton>
        </form>
      )}
      {staff.totp && (
        <form className="admin-card" onSubmit={send(adminTotpDisable, 'account.totpOffDone')} noValidate>
          <p>{t('account.totpOffHint')}</p>
          {codeField}
          <SubmitButton busy={form.busy} className="secondary">
            {t('account.totpOff')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
