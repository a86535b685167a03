import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { HeaderSearch } from './HeaderSearch.tsx';
import { MainNav } from './MainNav.tsx';
import { useMobileLayout } from './use-mobile-layout.ts';

/**
 * Logo, main navigation and search. Below 1280px (spec §4/§9) the navigation folds behind a menu button
 * (a disclosure: aria-expanded, aria-controls); Escape or a tap outside closes it, Escape returns focus
 * to the button.
 */
export function Header() {
  const { t } = useTranslation();
  const mobile = useMobileLayout();
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  const [lastLocation, setLastLocation] = useState(location);
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  if (location !== lastLocation) {
    // A navigation closes the phone menu.
    setLastLocation(location);
    setMenuOpen(false);
  }
  const open = menuOpen && mobile;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!header.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    setMenuOpen(false);
    // The focused item is about to be hidden: give focus back to the button that opened the menu.
    toggle.current?.focus();
  };

  return (
    <header ref={header} className={`site-header${open ? ' menu-open' : ''}`} onKeyDown={onKeyDown}>
      <div className="container header-row">
        <Link href="/" className="logo">
          <img src="/images/logo.svg" alt="" width="40" height="40" />
          <span>{t('common:site.name')}</span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          data-testid="menu-toggle"
          onClick={() => setMenuOpen((v) => !v)}
        >
          <span className="menu-icon" aria-hidden="true" />
          {t('common:nav.menu')}
        </button>
        <div id="site-nav" className="nav-wrap">
          <MainNav mobile={mobile} />
        </div>
        <HeaderSearch />
      </div>
    </header>
  );
}
