import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSite } from '../site/site-context.tsx';
import { logout, session } from '../state/session.state.ts';

/** Login and register links, or the username drop-down with personal centre and logout (spec §2 top bar). */
export function UserMenu() {
  useSignals();
  const { t } = useTranslation();
  const { api } = useSite();
  const [, navigate] = useLocation();
  const username = session.username.value;
  if (!username) {
    return (
      <>
        <Link href="/login" data-testid="login-link">
          {t('common:top.login')}
        </Link>
        <Link href="/registered">{t('common:top.register')}</Link>
      </>
    );
  }
  const onLogout = async () => {
    // Spec §8: logout asks for confirmation first; the server revokes the token.
    if (!window.confirm(t('common:top.logoutConfirm'))) return;
    await logout(api, localStorage).catch(() => undefined);
    navigate('/');
  };
  return (
    <details className="dropdown user-menu">
      <summary data-testid="user-menu">{username}</summary>
      <ul>
        <li>
          <Link href="/order-list">{t('common:top.personalCentre')}</Link>
        </li>
        <li>
          <button type="button" className="link-button" onClick={onLogout} data-testid="logout">
            {t('common:top.logout')}
          </button>
        </li>
      </ul>
    </details>
  );
}
