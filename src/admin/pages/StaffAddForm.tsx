import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roles, type Role } from '../../contracts/admin/permissions.ts';
import { staffCreateSchema } from '../../contracts/admin/staff.ts';
import { adminStaffCreate } from '../../contracts/endpoints/staff-admin.ts';
import { FieldError } from '../../forms/FieldError.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { useAdmin } from '../admin-context.ts';
import { Notice, SubmitButton, useAdminForm } from '../kit/index.ts';

const EMPTY = { email: '', name: '', password: '' };

/** Adding a staff account with its roles, checked with the server's schema before it is sent. */
export function StaffAddForm({ onAdded }: { onAdded: (email: string) => Promise<void> }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const form = useAdminForm(EMPTY, { keepStatus: true });
  const { values, set } = form;
  const [picked, setPicked] = useState<Role[]>([]);
  const input = { ...values, roles: picked };
  const errors = fieldErrors(staffCreateSchema, input);
  const errorOf = form.errorOf(errors);

  const submit = form.submit(errors, async () => {
    await api.call(adminStaffCreate, { body: input });
    form.setValues(EMPTY);
    setPicked([]);
    form.setTried(false);
    await onAdded(values.email.trim());
  });

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
      <Notice status={form.status} />
      <SubmitButton busy={form.busy}>{t('staff.add')}</SubmitButton>
    </form>
  );
}
