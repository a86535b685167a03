import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { CN_PREFIX } from '../contracts/lang.ts';
import { i18nFor } from '../i18n/create.ts';
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
}

/** The whole page: language, site data, router (Chinese under /cn), frame and current route. */
export function App({ site, initial, ssrPath, ssrSearch }: AppProps) {
  // Effects run only in the browser, once the server's HTML is hydrated and interactive: browser tests
  // (tests/e2e/browser.ts) wait for this mark before they type or click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <I18nextProvider i18n={i18nFor(site.lang)}>
      <SiteContext value={site}>
        <Router base={site.lang === 'zh' ? CN_PREFIX : ''} ssrPath={ssrPath} ssrSearch={ssrSearch}>
          <Layout>
            <RouteView initial={initial} />
          </Layout>
        </Router>
      </SiteContext>
    </I18nextProvider>
  );
}
