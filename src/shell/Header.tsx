import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { HeaderSearch } from './HeaderSearch.tsx';
import { MainNav } from './MainNav.tsx';

/** Logo, main navigation and search. Below 1280px the navigation folds behind a menu button. */
export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  const [lastLocation, setLastLocation] = useState(location);
  if (location !== lastLocation) {
    // A navigation closes the phone menu.
    setLastLocation(location);
    setMenuOpen(false);
  }
  return (
    <header className={`site-header${menuOpen ? ' menu-open' : ''}`}>
      <div className="container header-row">
        <Link href="/" className="logo" aria-label={t('common:site.home')}>
          <img src="/images/logo.svg" alt="" width="40" height="40" />
          <span>{t('common:site.name')}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((v) => !v)}
        >
          {t('common:nav.menu')}
        </button>
        <div id="site-nav" className="nav-wrap">
          <MainNav />
        </div>
        <HeaderSearch />
      </div>
    </header>
  );
}
