import { useTranslation } from 'react-i18next';
import { useAdmin } from '../admin-context.ts';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { SecondFactorPanel } from './SecondFactorPanel.tsx';

/**
 * What a person whose role requires two-step login sees until they have set it up: why, the set-up itself and
 * the logout; nothing else of the back office answers them meanwhile (the server refuses with E0403S).
 */
export function EnrolFirstPage() {
  const { t } = useTranslation();
  const { session, logout } = useAdmin();
  return (
    <div className="admin-frame admin-frame-single">
      <header className="admin-top">
        <strong className="admin-brand">{t('layout.title')}</strong>
        <LanguageSwitch />
        <span className="admin-who">{session.staff.name || session.staff.email}</span>
        <button type="button" className="secondary outline admin-logout" onClick={() => void logout()}>
          {t('layout.logout')}
        </button>
      </header>
      <main className="admin-main" data-testid="enrol-first">
        <h1>{t('account.enrolFirstTitle')}</h1>
        <p>{t('account.enrolFirstWhy')}</p>
        <SecondFactorPanel />
      </main>
    </div>
  );
}
