import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffListItem } from '../../contracts/admin/staff.ts';
import { adminStaffDisable, adminStaffEnable, adminStaffList, adminStaffTotpOff } from '../../contracts/endpoints/staff-admin.ts';
import { useAdmin } from '../admin-context.ts';
import { AdminTable, Notice, RowActions, RowButton, useNotice } from '../kit/index.ts';
import { SecondFactorPolicyForm } from './SecondFactorPolicyForm.tsx';
import { StaffAddForm } from './StaffAddForm.tsx';
import { useAdminTime } from '../kit/admin-time.ts';

/** Staff management (owners): the accounts, adding one with its roles, disabling and enabling, turning a lost second factor off. */
export function StaffPage() {
  const { t } = useTranslation();
  const { api, session } = useAdmin();
  const [people, setPeople] = useState<StaffListItem[] | null>(null);
  const { status, done, fail, attempt } = useNotice();
  const load = useCallback(() => api.call(adminStaffList).then(setPeople, fail), [api, fail]);
  useEffect(() => void load(), [load]);

  const act = async (change: typeof adminStaffEnable | typeof adminStaffDisable | typeof adminStaffTotpOff, id: number, doneText: string) => {
    await attempt(() => api.call(change, { params: { id } }), t(doneText));
    await load();
  };
  const times = useAdminTime();

  return (
    <section>
      <h1>{t('staff.title')}</h1>
      <Notice status={status} />
      <AdminTable
        testId="staff-table"
        rows={people ?? []}
        rowKey={(p) => p.id}
        rowAttrs={(p) => ({ 'data-email': p.email })}
        columns={[
          { label: t('staff.name'), cell: (p) => p.name },
          { label: t('staff.email'), cell: (p) => p.email },
          { label: t('staff.roles'), cell: (p) => p.roles.map((r) => t(`roles.${r}`)).join(', ') },
          { label: t('staff.status'), cell: (p) => `${t(p.disabled ? 'staff.disabled' : 'staff.active')}${p.totp ? ` · ${t('staff.totpOn')}` : ''}` },
          { label: t('staff.lastLogin'), cell: (p) => (p.lastLoginAt ? times.dateTime(p.lastLoginAt) : '—') },
          {
            label: t('staff.actions'),
            cell: (p) => (
              <RowActions>
                {p.id !== session.staff.id &&
                  (p.disabled ? (
                    <RowButton onClick={() => void act(adminStaffEnable, p.id, 'staff.enabledDone')}>{t('staff.enable')}</RowButton>
                  ) : (
                    <RowButton onClick={() => void act(adminStaffDisable, p.id, 'staff.disabledDone')}>{t('staff.disable')}</RowButton>
                  ))}
                {p.totp && <RowButton onClick={() => void act(adminStaffTotpOff, p.id, 'staff.totpOffDone')}>{t('staff.totpOff')}</RowButton>}
              </RowActions>
            ),
          },
        ]}
      />
      <StaffAddForm
        onAdded={async (email) => {
          done(t('staff.added', { email }));
          await load();
        }}
      />
      <SecondFactorPolicyForm />
    </section>
  );
}
