import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { CN_PREFIX } from '../contracts/lang.ts';
import { i18nFor } from '../i18n/create.ts';
import { FrameSlots } from '../shell/frame-slots.ts';
import { Layout } from '../shell/Layout.tsx';
import type { ResolvedRoute } from './resolve-route.ts';
import { RouteView } from './RouteView.tsx';
import { SiteContext, type Site } from '../site/site-context.tsx';

export interface AppProps {
  site: Site;
  initial: ResolvedRoute;
  /** Server rendering: the full request path and query. */
  ssrPath?: string;
  ssrSearch?: string;
  /** Server rendering: leave slots for the frame's head and tail, spliced in afterwards (src/app/kept-frame.tsx). */
  frameSlots?: boolean;
}

/** What every part of the page reads: its language and texts, the site's data, the router (Chinese under /cn). */
export function AppProviders({ site, ssrPath, ssrSearch, children }: Omit<AppProps, 'initial' | 'frameSlots'> & { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18nFor(site.lang)}>
      <SiteContext value={site}>
        <Router base={site.lang === 'zh' ? CN_PREFIX : ''} ssrPath={ssrPath} ssrSearch={ssrSearch}>
          {children}
        </Router>
      </SiteContext>
    </I18nextProvider>
  );
}

/** The whole page: the providers, the frame and the current route. */
export function App({ initial, frameSlots = false, ...providers }: AppProps) {
  // Effects run only in the browser, once the server's HTML is hydrated and interactive: browser tests
  // (tests/e2e/browser.ts) wait for this mark before they type or click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AppProviders {...providers}>
      <FrameSlots value={frameSlots}>
        <Layout>
          <RouteView initial={initial} />
        </Layout>
      </FrameSlots>
    </AppProviders>
  );
}
