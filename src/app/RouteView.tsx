import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { resolveRoute, type ResolvedRoute } from './resolve-route.ts';
import { RouteDataContext, useSite } from '../site/site-context.tsx';
import { headFor } from './head.ts';
import { navigation } from '../state/navigation.state.ts';

/**
 * Shows the current route. On navigation the next page's module and data load first while the current
 * page stays on screen (with the loading bar), so a page never renders without its data.
 */
export function RouteView({ initial }: { initial: ResolvedRoute }) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { api, data: siteData, lang } = useSite();
  const { t } = useTranslation();
  const [current, setCurrent] = useState(initial);
  const key = search ? `${path}?${search}` : path;
  // The key of what is on screen, updated at once (state may render a tick later than the location).
  const shown = useRef(initial.key);

  useEffect(() => {
    if (key === shown.current) return;
    let cancelled = false;
    navigation.start();
    resolveRoute(path, { api, data: siteData, query: new URLSearchParams(search), lang })
      .then((next) => {
        if (cancelled) return;
        // A redirected page (e.g. a search with no result) is keyed by the address it replaces the
        // current one with, so the location change that follows does not load it a second time.
        shown.current = next.redirect ?? key;
        setCurrent({ ...next, key: shown.current });
        if (next.redirect) navigate(next.redirect, { replace: true });
        document.title = headFor(next, t).title;
        window.scrollTo(0, 0);
      })
      .finally(() => navigation.done());
    return () => {
      cancelled = true;
    };
    // Only a change of location starts a load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const { Component, data } = current;
  return (
    <RouteDataContext value={data}>
      <Component />
    </RouteDataContext>
  );
}
