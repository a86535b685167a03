import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { HeaderSearch } from './HeaderSearch.tsx';
import { MainNav } from './MainNav.tsx';
import { useMobileLayout } from './use-mobile-layout.ts';

const SEARCH_INPUT_ID = 'header-search-input';

/**
 * Logo, search and main navigation; the header sticks to the top of the window. Below 1280px
 * the navigation and the search fold behind two buttons (disclosures: aria-expanded, aria-controls);
 * Escape or a tap outside closes them, Escape returns focus to the button.
 */
export function Header() {
  const { t } = useTranslation();
  const mobile = useMobileLayout();
  const [panel, setPanel] = useState<'menu' | 'search' | null>(null);
  const [location] = useLocation();
  const [lastLocation, setLastLocation] = useState(location);
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  if (location !== lastLocation) {
    // A navigation closes the phone menu and search.
    setLastLocation(location);
    setPanel(null);
  }
  const open = mobile ? panel : null;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!header.current?.contains(e.target as Node)) setPanel(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // One tap opens the search with the cursor in its field.
  useEffect(() => {
    if (open === 'search') document.getElementById(SEARCH_INPUT_ID)?.focus();
  }, [open]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    setPanel(null);
    // The focused item is about to be hidden: give focus back to the button that opened it.
    (open === 'menu' ? menuButton : searchButton).current?.focus();
  };
  const toggle = (which: 'menu' | 'search') => setPanel((v) => (v === which ? null : which));

  return (
    <header ref={header} className={`site-header${open ? ` ${open}-open` : ''}`} onKeyDown={onKeyDown}>
      <div className="container header-row">
        <Link href="/" className="logo">
          <img src="/images/logo.svg" alt="" width="40" height="40" />
          <span>{t('common:site.name')}</span>
        </Link>
        <HeaderSearch inputId={SEARCH_INPUT_ID} />
        <div className="header-buttons">
          <button
            ref={searchButton}
            type="button"
            className="search-toggle secondary outline"
            aria-expanded={open === 'search'}
            aria-controls="header-search"
            data-testid="search-toggle"
            onClick={() => toggle('search')}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <circle cx="10.5" cy="10.5" r="6.5" />
              <path d="m15.5 15.5 5 5" />
            </svg>
            <span className="button-text">{t('common:search.label')}</span>
          </button>
          <button
            ref={menuButton}
            type="button"
            className="menu-toggle"
            aria-expanded={open === 'menu'}
            aria-controls="site-nav"
            data-testid="menu-toggle"
            onClick={() => toggle('menu')}
          >
            <span className="menu-icon" aria-hidden="true" />
            <span className="button-text">{t('common:nav.menu')}</span>
          </button>
        </div>
      </div>
      <div id="site-nav" className="nav-row">
        <div className="container">
          <MainNav mobile={mobile} />
        </div>
      </div>
    </header>
  );
}
