import { useTranslation } from 'react-i18next';
import { useAdmin } from './admin-context.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** The bar above every logged-in page: the back office's name, the language, who is logged in, logout. */
export function AdminTopBar() {
  const { t } = useTranslation();
  const { session, logout } = useAdmin();
  const { staff } = session;
  return (
    <header className="admin-top">
      <strong className="admin-brand">{t('layout.title')}</strong>
      <LanguageSwitch />
      <span className="admin-who" data-testid="admin-who">
        {t('layout.signedIn', { name: staff.name || staff.email })} · {staff.roles.map((r) => t(`roles.${r}`)).join(', ')}
      </span>
      <button type="button" className="secondary outline admin-logout" onClick={() => void logout()}>
        {t('layout.logout')}
      </button>
    </header>
  );
}
