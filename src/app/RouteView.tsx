import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { resolveRoute, type ResolvedRoute } from './resolve-route.ts';
import { RouteDataContext, useSite } from './site-context.tsx';
import { headFor } from './head.ts';
import { navigation } from '../state/navigation.state.ts';

/**
 * Shows the current route. On navigation the next page's module and data load first while the current
 * page stays on screen (with the loading bar), so a page never renders without its data.
 */
export function RouteView({ initial }: { initial: ResolvedRoute }) {
  const [path] = useLocation();
  const search = useSearch();
  const { api, lang } = useSite();
  const { t } = useTranslation();
  const [current, setCurrent] = useState(initial);
  const key = search ? `${path}?${search}` : path;
  const first = useRef(true);

  useEffect(() => {
    if (first.current && key === current.key) {
      first.current = false;
      return;
    }
    first.current = false;
    if (key === current.key) return;
    let cancelled = false;
    navigation.start();
    resolveRoute(path, { api, query: new URLSearchParams(search), lang })
      .then((next) => {
        if (cancelled) return;
        setCurrent(next);
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
