import { useSignals } from '@preact/signals-react/runtime';
import { use, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { LangHosts } from '../contracts/site-url.ts';
import { useSite } from '../site/site-context.tsx';
import { withHandoff } from '../state/login-handoff.ts';
import { accountEndpoints, session } from '../state/session.state.ts';
import { KeptFramePart, NEXT_PATH_MARKER } from './frame-slots.ts';

/** Whether the two languages live on different hosts, so a login does not carry over by itself. */
function separateHosts(hosts: LangHosts): boolean {
  if (!hosts.en || !hosts.cn) return false;
  try {
    return new URL(hosts.en).host !== new URL(hosts.cn).host;
  } catch {
    return false;
  }
}

/** The router's path and query, as the language switch sends them back (`next`). */
export function useNextPath(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search ? `${path}?${search}` : path;
}

/**
 * Links to the other language. The server's /lang/switch sets the 365-day cookie and redirects to the
 * same path and query in the other language (or its host); it works before any script runs. When the other
 * language is on another host, a logged-in visitor's link carries a login hand-off (state/login-handoff.ts).
 */
export function LangSwitch() {
  useSignals();
  const { lang, hosts, api } = useSite();
  const { t } = useTranslation();
  const to = lang === 'zh' ? 'en' : 'zh';
  // In a head kept for every page, a marker the server replaces with each page's own (src/app/kept-frame.tsx).
  const here = useNextPath();
  const next = use(KeptFramePart) ? NEXT_PATH_MARKER : here;
  const switchTo = (target: string) => `/lang/switch?to=${to}&next=${encodeURIComponent(target)}`;
  const href = switchTo(next);
  const carryLogin = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!session.username.value || !separateHosts(hosts) || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    accountEndpoints()
      .then(({ userHandoff }) => api.call(userHandoff))
      .then((handoff) => switchTo(withHandoff(next, handoff)))
      .catch(() => href)
      .then((target) => window.location.assign(target));
  };
  return (
    <a href={href} onClick={carryLogin} hrefLang={to === 'zh' ? 'zh-Hans' : 'en'} lang={to === 'zh' ? 'zh-Hans' : 'en'} className="lang-switch" data-testid="lang-switch">
      {t('common:lang.switchTo')}
    </a>
  );
}
