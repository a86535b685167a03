import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { roles, type Role } from '../../contracts/admin/permissions.ts';
import { staffCreateSchema } from '../../contracts/admin/staff.ts';
import { FieldError } from '../../forms/FieldError.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';

const EMPTY = { email: '', name: '', password: '' };

/** Adding a staff account with its roles, checked with the server's schema before it is sent. */
export function StaffAddForm({ onAdded }: { onAdded: (email: string) => Promise<void> }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [values, setValues] = useState(EMPTY);
  const [picked, setPicked] = useState<Role[]>([]);
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const input = { ...values, roles: picked };
  const errors = fieldErrors(staffCreateSchema, input);
  const errorOf = (f: string) => server[f] || (tried && errors[f] ? t(errors[f]) : '');
  const set = (f: keyof typeof EMPTY, v: string) => (setValues((s) => ({ ...s, [f]: v })), setServer((s) => ({ ...s, [f]: '' })));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(errors).length) return;
    setBusy(true);
    setError('');
    try {
      await api.post('/admin/staff', input);
      setValues(EMPTY);
      setPicked([]);
      setTried(false);
      await onAdded(values.email.trim());
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) setServer(Object.fromEntries(err.fields.map((f) => [f.field, f.message])));
      else setError(messageOf(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-card" onSubmit={submit} noValidate aria-labelledby="staff-add-title">
      <h2 id="staff-add-title">{t('staff.addTitle')}</h2>
      <div className="admin-grid">
        <TextField id="staff-email" label={t('staff.email')} type="email" autoComplete="off" value={values.email} error={errorOf('email')} onChange={(v) => set('email', v)} onBlur={() => undefined} />
        <TextField id="staff-name" label={t('staff.name')} autoComplete="off" value={values.name} error={errorOf('name')} onChange={(v) => set('name', v)} onBlur={() => undefined} />
        <TextField id="staff-password" label={t('staff.password')} type="password" autoComplete="new-password" value={values.password} error={errorOf('password')} onChange={(v) => set('password', v)} onBlur={() => undefined} />
      </div>
      <fieldset aria-describedby={errorOf('roles') ? 'staff-roles-error' : undefined}>
        <legend>{t('staff.roles')}</legend>
        {roles.map((r) => (
          <label key={r} className="admin-check">
            <input type="checkbox" name="roles" value={r} checked={picked.includes(r)} onChange={(e) => setPicked((p) => (e.target.checked ? [...p, r] : p.filter((x) => x !== r)))} />
            {t(`roles.${r}`)}
          </label>
        ))}
        <FieldError id="staff-roles-error" message={errorOf('roles')} />
      </fieldset>
      {error && <p className="admin-error" role="alert">{error}</p>}
      <button type="submit" aria-busy={busy} disabled={busy}>
        {t('staff.add')}
      </button>
    </form>
  );
}
