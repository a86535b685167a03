import { useTranslation } from 'react-i18next';
import { ownPasswordSchema, type OwnPasswordInput } from '../../contracts/admin/staff.ts';
import { adminOwnPassword } from '../../contracts/endpoints/staff-admin.ts';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { useAdmin } from '../admin-context.ts';
import { Notice, SubmitButton, useAdminForm } from '../kit/index.ts';

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
  const form = useAdminForm(EMPTY, { keepStatus: true });
  const problems = fieldErrors(ownPasswordSchema, form.values);
  const errorOf = form.errorOf(problems);

  const submit = form.submit(problems, async () => {
    await api.call(adminOwnPassword, { body: form.values });
    form.reset(EMPTY);
    form.setStatus({ text: t('account.passwordDone'), error: false });
  });

  return (
    <form className="admin-card" onSubmit={submit} noValidate>
      <h2>{t('account.passwordTitle')}</h2>
      {(Object.keys(EMPTY) as Field[]).map((f) => (
        <TextField key={f} id={`own-${f}`} name={f} type="password" label={t(`account.${f}`)} autoComplete={AUTOCOMPLETE[f]} value={form.values[f]} error={errorOf(f)} onChange={(v) => form.set(f, v)} />
      ))}
      <Notice status={form.status} />
      <SubmitButton busy={form.busy}>{t('account.passwordSave')}</SubmitButton>
    </form>
  );
}
