import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSite } from '../site/site-context.tsx';
import { loadCart, toast } from '../state/cart.state.ts';
import { adoptQueryToken, refreshUser, restoreSession, session } from '../state/session.state.ts';
import { LangSwitch } from './LangSwitch.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The toast floats above the page; no project stylesheet is shared for it yet. */
const TOAST_REGION = { position: 'fixed', top: '1rem', left: '50%', transform: 'translateX(-50%)', zIndex: 1000 } as const;

/** Spec §2 top bar: language switch, phone, contact, login/register or user menu, cart with count. */
export function TopBar() {
  useSignals();
  const { t } = useTranslation();
  const { lang, shell, api } = useSite();
  const { phone, stock_code: stockCode, stock_abbr: stockAbbr } = shell.config;

  // After hydration only (spec §4): a token from the query, then the user-info call, then the cart count.
  useEffect(() => {
    adoptQueryToken(localStorage, window.location.search);
    restoreSession(localStorage);
    void refreshUser(api, localStorage).then((loggedIn) => (loggedIn ? loadCart(api).catch(() => undefined) : undefined));
  }, [api]);

  const note = toast.value;
  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => {
      if (toast.value?.id === note.id) toast.value = null;
    }, 4000);
    return () => clearTimeout(timer);
  }, [note]);

  return (
    <div className="topbar">
      <div className="container topbar-row">
        <div className="topbar-left">
          {lang === 'zh' && stockCode ? (
            <span className="stock" data-testid="stock">
              {t('common:top.stock', { abbr: stockAbbr, code: stockCode })}
            </span>
          ) : null}
          {phone ? (
            <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`} className="phone">
              {t('common:top.phone', { phone })}
            </a>
          ) : null}
        </div>
        <nav className="topbar-right" aria-label={t('common:top.label')}>
          <LangSwitch />
          <Link href="/contact">{t('common:top.contact')}</Link>
          <UserMenu />
          <Link href="/cart" className="cart-link" data-testid="cart-link">
            {t('common:top.cart')} <span className="badge" data-testid="cart-count">{session.cartCount.value}</span>
          </Link>
        </nav>
      </div>
      <div className="toast-region" role="status" aria-live="polite" data-testid="toast" style={TOAST_REGION}>
        {note ? <p className={`toast toast-${note.kind}`}>{t(note.key)}</p> : null}
      </div>
    </div>
  );
}
