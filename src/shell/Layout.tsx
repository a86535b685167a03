import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useVisitorAnalytics } from '../state/analytics.state.ts';
import { restoreSession } from '../state/session.state.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { FrameHead, FrameTail } from './FrameParts.tsx';

/** The frame of every page. Per-user state (login, cart) is read only after hydration. */
export function Layout({ children }: { children: ReactNode }) {
  useEffect(() => restoreSession(localStorage), []);
  useVisitorAnalytics();
  return (
    <>
      <FrameHead />
      <main id="main" className="container site-main" tabIndex={-1}>
        <Breadcrumbs />
        {children}
      </main>
      <FrameTail />
    </>
  );
}
