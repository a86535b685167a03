import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffListItem } from '../../contracts/admin/staff.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { StaffAddForm } from './StaffAddForm.tsx';

/** Staff management (owners): the accounts, adding one with its roles, disabling and enabling, turning a lost second factor off. */
export function StaffPage() {
  const { t, i18n } = useTranslation();
  const { api, session } = useAdmin();
  const [people, setPeople] = useState<StaffListItem[] | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const load = useCallback(() => api.get<StaffListItem[]>('/admin/staff').then(setPeople, (err) => setMessage({ text: messageOf(err, t), error: true })), [api, t]);
  useEffect(() => void load(), [load]);

  const act = async (path: string, done: string) => {
    try {
      await api.post(path);
      setMessage({ text: t(done), error: false });
    } catch (err) {
      setMessage({ text: messageOf(err, t), error: true });
    }
    await load();
  };
  const day = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'medium' });

  return (
    <section>
      <h1>{t('staff.title')}</h1>
      {message && (
        <p className={message.error ? 'admin-error' : 'admin-notice'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('staff.name')}</th>
              <th scope="col">{t('staff.email')}</th>
              <th scope="col">{t('staff.roles')}</th>
              <th scope="col">{t('staff.status')}</th>
              <th scope="col">{t('staff.lastLogin')}</th>
              <th scope="col">{t('staff.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {people?.map((p) => (
              <tr key={p.id} data-email={p.email}>
                <td data-label={t('staff.name')}>{p.name}</td>
                <td data-label={t('staff.email')}>{p.email}</td>
                <td data-label={t('staff.roles')}>{p.roles.map((r) => t(`roles.${r}`)).join(', ')}</td>
                <td data-label={t('staff.status')}>
                  {t(p.disabled ? 'staff.disabled' : 'staff.active')}
                  {p.totp ? ` · ${t('staff.totpOn')}` : ''}
                </td>
                <td data-label={t('staff.lastLogin')}>{p.lastLoginAt ? day.format(new Date(p.lastLoginAt)) : '—'}</td>
                <td data-label={t('staff.actions')}>
                  <div className="admin-row-actions">
                  {p.id !== session.staff.id &&
                    (p.disabled ? (
                      <button type="button" className="secondary outline" onClick={() => void act(`/admin/staff/${p.id}/enable`, 'staff.enabledDone')}>
                        {t('staff.enable')}
                      </button>
                    ) : (
                      <button type="button" className="secondary outline" onClick={() => void act(`/admin/staff/${p.id}/disable`, 'staff.disabledDone')}>
                        {t('staff.disable')}
                      </button>
                    ))}
                  {p.totp && (
                    <button type="button" className="secondary outline" onClick={() => void act(`/admin/staff/${p.id}/totp/off`, 'staff.totpOffDone')}>
                      {t('staff.totpOff')}
                    </button>
                  )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StaffAddForm
        onAdded={async (email) => {
          setMessage({ text: t('staff.added', { email }), error: false });
          await load();
        }}
      />
    </section>
  );
}
