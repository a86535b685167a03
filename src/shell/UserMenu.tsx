import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { clearSession, session } from '../state/session.state.ts';

/** Login and register links, or the username drop-down with personal centre and logout (spec §2 top bar). */
export function UserMenu() {
  useSignals();
  const { t } = useTranslation();
  const username = session.username.value;
  if (!username) {
    return (
      <>
        <Link href="/login">{t('common:top.login')}</Link>
        <Link href="/registered">{t('common:top.register')}</Link>
      </>
    );
  }
  const logout = () => {
    // Spec §8: logout asks for confirmation first.
    if (window.confirm(t('common:top.logoutConfirm'))) clearSession(localStorage);
  };
  return (
    <details className="dropdown user-menu">
      <summary>{username}</summary>
      <ul>
        <li>
          <Link href="/order-list">{t('common:top.personalCentre')}</Link>
        </li>
        <li>
          <button type="button" className="link-button" onClick={logout}>
            {t('common:top.logout')}
          </button>
        </li>
      </ul>
    </details>
  );
}
