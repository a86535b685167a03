import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisitorAnalytics } from '../state/analytics.state.ts';
import { restoreSession } from '../state/session.state.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { FrameTail } from './FrameTail.tsx';
import { Header } from './Header.tsx';
import { LoadingBar } from './LoadingBar.tsx';
import { TopBar } from './TopBar.tsx';

/** The frame of every page. Per-user state (login, cart) is read only after hydration. */
export function Layout({ children }: { children: ReactNode }) {
  useEffect(() => restoreSession(localStorage), []);
  useVisitorAnalytics();
  const { t } = useTranslation();
  return (
    <>
      {/* WCAG 2.4.1: keyboard users can jump past the header and its long menus. */}
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <LoadingBar />
      <TopBar />
      <Header />
      <main id="main" className="container site-main" tabIndex={-1}>
        <Breadcrumbs />
        {children}
      </main>
      <FrameTail />
    </>
  );
}
