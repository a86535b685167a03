import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
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
          <PanelToggle buttonRef={searchButton} className="search-toggle secondary outline" expanded={open === 'search'} controls="header-search" testId="search-toggle" label={t('common:search.label')} onClick={() => toggle('search')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <circle cx="10.5" cy="10.5" r="6.5" />
              <path d="m15.5 15.5 5 5" />
            </svg>
          </PanelToggle>
          <PanelToggle buttonRef={menuButton} className="menu-toggle" expanded={open === 'menu'} controls="site-nav" testId="menu-toggle" label={t('common:nav.menu')} onClick={() => toggle('menu')}>
            <span className="menu-icon" aria-hidden="true" />
          </PanelToggle>
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

interface PanelToggleProps {
  buttonRef: RefObject<HTMLButtonElement | null>;
  className: string;
  expanded: boolean;
  /** The id of the panel the button opens. */
  controls: string;
  testId: string;
  /** The button's text (hidden on narrow screens, where the icon stands alone). */
  label: string;
  onClick: () => void;
  /** The icon. */
  children: ReactNode;
}

/** A button that opens and closes a folded panel of the header (a disclosure). */
function PanelToggle({ buttonRef, className, expanded, controls, testId, label, onClick, children }: PanelToggleProps) {
  return (
    <button ref={buttonRef} type="button" className={className} aria-expanded={expanded} aria-controls={controls} data-testid={testId} onClick={onClick}>
      {children}
      <span className="button-text">{label}</span>
    </button>
  );
}
