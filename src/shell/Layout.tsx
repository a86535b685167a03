import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useVisitorAnalytics } from '../state/analytics.state.ts';
import { restoreSession } from '../state/session.state.ts';
import { BackToTop } from './BackToTop.tsx';
import { BottomStrip } from './BottomStrip.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LoadingBar } from './LoadingBar.tsx';
import { QuickLinks } from './QuickLinks.tsx';
import { TopBar } from './TopBar.tsx';

/** The frame of every page. Per-user state (login, cart) is read only after hydration. */
export function Layout({ children }: { children: ReactNode }) {
  useEffect(() => restoreSession(localStorage), []);
  useVisitorAnalytics();
  return (
    <>
      <LoadingBar />
      <TopBar />
      <Header />
      <main id="main" className="container site-main">
        <Breadcrumbs />
        {children}
      </main>
      <QuickLinks />
      <Footer />
      <BottomStrip />
      <BackToTop />
    </>
  );
}
