import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { totpCodeSchema, type TotpEnrolment } from '../../contracts/admin/staff.ts';
import { adminRecoveryCodes, adminTotpConfirm, adminTotpDisable, adminTotpEnrol } from '../../contracts/endpoints/staff-admin.ts';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { useAdmin } from '../admin-context.ts';
import { Notice, SubmitButton, useAdminForm } from '../kit/index.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';

/** The secret in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * One's own second factor: turning it on (the secret and the otpauth link shown once, confirmed with a code of
 * the app, then the ten recovery codes shown once), making new recovery codes, or turning it off (a current code).
 */
export function SecondFactorPanel() {
  const { t } = useTranslation();
  const { api, session, updateSession } = useAdmin();
  const { staff } = session;
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  // The codes stay on screen until the person says they have kept them; the session learns of the factor then.
  const [codes, setCodes] = useState<{ list: string[]; then: () => void } | null>(null);
  const form = useAdminForm({ code: '' }, { keepStatus: true });
  const problems = fieldErrors(totpCodeSchema, form.values);

  const start = () => form.run({}, async () => setEnrolment(await api.call(adminTotpEnrol)), false);
  const confirm = form.submit(problems, async () => {
    const { recoveryCodes, ...me } = await api.call(adminTotpConfirm, { body: form.values });
    setEnrolment(null);
    form.reset({ code: '' });
    form.setStatus({ text: t('account.totpOnDone'), error: false });
    setCodes({ list: recoveryCodes, then: () => updateSession({ ...session, staff: me }) });
  });
  const turnOff = form.submit(problems, async () => {
    const me = await api.call(adminTotpDisable, { body: form.values });
    updateSession({ ...session, staff: me });
    form.reset({ code: '' });
    form.setStatus({ text: t('account.totpOffDone'), error: false });
  });
  const renew = () => form.run({}, async () => setCodes({ list: (await api.call(adminRecoveryCodes)).recoveryCodes, then: () => undefined }), false);
  const codeField = <TextField {...form.bind(problems)('code', 'totp-code')} label={t('account.code')} autoComplete="one-time-code" />;

  return (
    <>
      <h2>{t('account.totpTitle')}</h2>
      <p data-testid="totp-state">{t(staff.totp || codes ? 'account.totpIsOn' : 'account.totpIsOff')}</p>
      <Notice status={form.status} />
      {codes && (
        <RecoveryCodes
          codes={codes.list}
          onKept={() => {
            codes.then();
            setCodes(null);
          }}
        />
      )}
      {!staff.totp && !codes && !enrolment && (
        <button type="button" onClick={() => void start()}>
          {t('account.totpStart')}
        </button>
      )}
      {!staff.totp && enrolment && (
        <form className="admin-card" onSubmit={confirm} noValidate>
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
      {staff.totp && !codes && (
        <>
          <p>
            <button type="button" className="secondary outline" data-testid="recovery-renew" onClick={() => void renew()}>
              {t('account.recoveryRenew')}
            </button>
          </p>
          <form className="admin-card" onSubmit={turnOff} noValidate>
            <p>{t('account.totpOffHint')}</p>
            {codeField}
            <SubmitButton busy={form.busy} className="secondary">
              {t('account.totpOff')}
            </SubmitButton>
          </form>
        </>
      )}
    </>
  );
}
