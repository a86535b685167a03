import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roles, type Role } from '../../contracts/admin/permissions.ts';
import { adminSecondFactorPolicy, adminSecondFactorPolicySave } from '../../contracts/endpoints/staff-admin.ts';
import { useAdmin } from '../admin-context.ts';
import { Notice, SubmitButton, useAdminForm } from '../kit/index.ts';

/** The owner's rule: which roles must log in with two-step login (a holder without it sets it up at their next request). */
export function SecondFactorPolicyForm() {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [required, setRequired] = useState<Role[] | null>(null);
  const form = useAdminForm({}, { keepStatus: true });
  useEffect(() => {
    api.call(adminSecondFactorPolicy).then((p) => setRequired(p.roles), () => setRequired(null));
  }, [api]);

  const submit = form.submit({}, async () => {
    const saved = await api.call(adminSecondFactorPolicySave, { body: { roles: required ?? [] } });
    setRequired(saved.roles);
    form.setStatus({ text: t('security.saved'), error: false });
  });

  return (
    <form className="admin-card" onSubmit={submit} noValidate aria-labelledby="second-factor-title" data-testid="second-factor-policy">
      <h2 id="second-factor-title">{t('security.title')}</h2>
      <p>{t('security.hint')}</p>
      <fieldset>
        <legend>{t('security.roles')}</legend>
        {roles.map((r) => (
          <label key={r} className="admin-check">
            <input
              type="checkbox"
              name="second-factor-roles"
              value={r}
              disabled={!required}
              checked={required?.includes(r) ?? false}
              onChange={(e) => setRequired((list) => (e.target.checked ? [...(list ?? []), r] : (list ?? []).filter((x) => x !== r)))}
            />
            {t(`roles.${r}`)}
          </label>
        ))}
      </fieldset>
      <Notice status={form.status} />
      <SubmitButton busy={form.busy}>{t('security.save')}</SubmitButton>
    </form>
  );
}
