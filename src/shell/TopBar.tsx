import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSite } from '../site/site-context.tsx';
import { loadCart } from '../state/cart.state.ts';
import { takeHandoff } from '../state/login-handoff.ts';
import { loadPunchout, takePunchoutKey } from '../state/punchout.state.ts';
import { refreshUser, restoreSession, session } from '../state/session.state.ts';
import { LangSwitch } from './LangSwitch.tsx';
import { UserMenu } from './UserMenu.tsx';
import { PunchoutBanner } from './PunchoutBanner.tsx';

/** Top bar: language switch, phone, contact, login/register or user menu, cart with count. */
export function TopBar() {
  useSignals();
  const { t } = useTranslation();
  const { lang, shell, api } = useSite();
  const { phone, stock_code: stockCode, stock_abbr: stockAbbr } = shell.config;

  // After hydration only: a token from the query, then the user-info call, then the cart count.
  useEffect(() => {
    restoreSession(localStorage);
    // A PunchOut StartPage's redirect: its session key leaves the address before the hand-off reads it.
    const withoutKey = takePunchoutKey(window.location.href, sessionStorage);
    if (withoutKey) window.history.replaceState(window.history.state, '', withoutKey);
    const page = { href: window.location.href, search: window.location.search, replaceAddress: (url: string) => window.history.replaceState(window.history.state, '', url) };
    const confirmReplace = (next: string, current: string) => window.confirm(t('account:handoff.replace', { next, current }));
    void takeHandoff(api, localStorage, page, confirmReplace)
      .then(() => refreshUser(api, localStorage))
      .then((loggedIn) => (loggedIn ? Promise.all([loadCart(api).catch(() => undefined), loadPunchout(api, sessionStorage)]) : undefined));
    // Once per page load: the hand-off parameters are gone from the address after the first run.
  }, [api]);

  return (
    <>
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
              {t('common:top.cart')}
              <span className="badge" data-testid="cart-count">{session.cartCount.value}</span>
            </Link>
          </nav>
        </div>
      </div>
      <PunchoutBanner />
    </>
  );
}
