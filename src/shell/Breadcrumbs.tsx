import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { leavePage, restoreHistory, trailFor, visitHistory } from '../state/history.state.ts';
import { withoutHandoff } from '../state/login-handoff.ts';

/** Whether two addresses differ only by a login hand-off (cleaned from the address bar on arrival: not a visit). */
const sameWithoutHandoff = (a: string, b: string) => withoutHandoff(`http://x${a}`) === withoutHandoff(`http://x${b}`);
/** The page's own title, without the " | site name" suffix the head adds. */
const pageTitle = (title: string) => title.replace(/\s+\|[^|]*$/, '');

/**
 * Breadcrumbs from the visit history: Home, the pages visited before, this page. Leaving a
 * page records it; the history lives in this tab's sessionStorage and is read after hydration, so the
 * server renders no trail.
 */
export function Breadcrumbs() {
  useSignals();
  const { t } = useTranslation();
  const [path] = useLocation();
  const search = useSearch();
  const current = search ? `${path}?${search}` : path;
  const shown = useRef<{ path: string; title: string } | null>(null);

  useEffect(() => restoreHistory(sessionStorage), []);
  useEffect(() => {
    // The location changed: the page being left still owns document.title (the next one is loading).
    const left = shown.current;
    if (left && left.path !== current && !sameWithoutHandoff(left.path, current)) leavePage(sessionStorage, { path: left.path, title: pageTitle(document.title) });
    shown.current = { path: current, title: '' };
  }, [current]);

  const title = pageTitle(typeof document === 'undefined' ? '' : document.title);
  const trail = trailFor(visitHistory.value, current, title);
  if (path === '/' || trail.length === 0) return null;
  return (
    <nav aria-label={t('common:breadcrumb')} className="breadcrumb history-breadcrumb" data-testid="history-breadcrumbs">
      <ul>
        <li>
          <Link href="/">{t('content:breadcrumbs.home')}</Link>
        </li>
        {trail.map((r) => (
          <li key={r.path}>
            <Link href={r.path}>{r.title}</Link>
          </li>
        ))}
        <li aria-current="page">{title}</li>
      </ul>
    </nav>
  );
}
