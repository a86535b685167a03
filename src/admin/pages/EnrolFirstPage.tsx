import { useTranslation } from 'react-i18next';
import { AdminTopBar } from '../AdminTopBar.tsx';
import { SecondFactorPanel } from './SecondFactorPanel.tsx';

/**
 * What a person whose role requires two-step login sees until they have set it up: why, the set-up itself and
 * the logout; nothing else of the back office answers them meanwhile (the server refuses with E0403S).
 */
export function EnrolFirstPage() {
  const { t } = useTranslation();
  return (
    <div className="admin-frame admin-frame-single">
      <AdminTopBar />
      <main className="admin-main" data-testid="enrol-first">
        <h1>{t('account.enrolFirstTitle')}</h1>
        <p>{t('account.enrolFirstWhy')}</p>
        <SecondFactorPanel />
      </main>
    </div>
  );
}
