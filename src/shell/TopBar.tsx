import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSite } from '../app/site-context.tsx';
import { session } from '../state/session.state.ts';
import { LangSwitch } from './LangSwitch.tsx';
import { UserMenu } from './UserMenu.tsx';

/** Spec §2 top bar: language switch, phone, contact, login/register or user menu, cart with count. */
export function TopBar() {
  useSignals();
  const { t } = useTranslation();
  const { lang, shell } = useSite();
  const { phone, stock_code: stockCode, stock_abbr: stockAbbr } = shell.config;
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
            {t('common:top.cart')} <span className="badge">{session.cartCount.value}</span>
          </Link>
        </nav>
      </div>
    </div>
  );
}
