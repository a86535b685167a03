import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/client.ts';
import { ownPasswordSchema, type OwnPasswordInput } from '../../contracts/admin/staff.ts';
import { adminOwnPassword } from '../../contracts/endpoints/staff-admin.ts';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';

type Field = keyof OwnPasswordInput;
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', repeatPassword: '' };
const AUTOCOMPLETE: Record<Field, string> = { currentPassword: 'current-password', newPassword: 'new-password', repeatPassword: 'new-password' };

/**
 * Changing one's own password: the current one and the new one twice, checked with the server's contract
 * before sending; the server's answer (a wrong current password) shows at its field.
 */
export function OwnPasswordForm() {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [values, setValues] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const problems = fieldErrors(ownPasswordSchema, values);
  const errorOf = (f: Field) => server[f] || (tried && problems[f] ? t(problems[f]) : '');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setMessage(null);
    if (Object.keys(problems).length) return;
    try {
      await api.call(adminOwnPassword, { body: values });
      setValues(EMPTY);
      setTried(false);
      setMessage({ text: t('account.passwordDone'), error: false });
    } catch (err) {
      if (fieldErrorsOf(err)) setServer(fieldErrorsOf(err)!);
      else setMessage({ text: messageOf(err, t), error: true });
    }
  };

  return (
    <form className="admin-card" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('account.passwordTitle')}</h2>
      {(Object.keys(EMPTY) as Field[]).map((f) => (
        <TextField
          key={f}
          id={`own-${f}`}
          name={f}
          type="password"
          label={t(`account.${f}`)}
          autoComplete={AUTOCOMPLETE[f]}
          value={values[f]}
          error={errorOf(f)}
          onChange={(v) => (setValues({ ...values, [f]: v }), setServer({ ...server, [f]: '' }))}
        />
      ))}
      {message && (
        <p className={message.error ? 'admin-error' : 'admin-notice'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <button type="submit">{t('account.passwordSave')}</button>
    </form>
  );
}
