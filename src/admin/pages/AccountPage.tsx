import { useTranslation } from 'react-i18next';
import { useAdmin } from '../admin-context.ts';
import { OwnPasswordForm } from './OwnPasswordForm.tsx';
import { SecondFactorPanel } from './SecondFactorPanel.tsx';
import { TimeZoneChoice } from './TimeZoneChoice.tsx';

/** One's own account: who, the password, two-step login with its recovery codes, and the zone times are shown in. */
export function AccountPage() {
  const { t } = useTranslation();
  const { staff } = useAdmin().session;
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
      <SecondFactorPanel />
      <TimeZoneChoice />
    </section>
  );
}
