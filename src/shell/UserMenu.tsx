import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useSite } from '../site/site-context.tsx';
import { logout, session } from '../state/session.state.ts';

/** Login and register links, or the username drop-down with personal centre and logout (top bar). */
export function UserMenu() {
  useSignals();
  const { t } = useTranslation();
  const { api } = useSite();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
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
  // Logout asks for confirmation first (in a modal dialog); the server revokes the token.
  const onConfirm = async () => {
    setConfirming(false);
    await logout(api, localStorage).catch(() => undefined);
    navigate('/');
  };
  return (
    <>
      <details className="dropdown user-menu">
        <summary data-testid="user-menu" title={username}>
          {username}
        </summary>
        <ul>
          <li>
            <Link href="/order-list">{t('common:top.personalCentre')}</Link>
          </li>
          <li>
            <Link href="/my-leads" data-testid="my-leads-link">
              {t('common:top.myLeads')}
            </Link>
          </li>
          <li>
            <Link href="/my-quotes" data-testid="my-quotes-link">
              {t('common:top.myQuotes')}
            </Link>
          </li>
          <li>
            <button type="button" className="link-button" onClick={() => setConfirming(true)} data-testid="logout">
              {t('common:top.logout')}
            </button>
          </li>
        </ul>
      </details>
      {confirming ? (
        <ConfirmDialog
          title={t('common:top.logout')}
          message={t('common:top.logoutConfirm')}
          confirmLabel={t('common:top.logout')}
          cancelLabel={t('common:top.cancel')}
          onConfirm={() => void onConfirm()}
          onCancel={() => setConfirming(false)}
          testId="logout-dialog"
        />
      ) : null}
    </>
  );
}
