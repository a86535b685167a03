import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { Api } from '../api/client.ts';
import type { analyticsChannel, analyticsEvent } from '../contracts/endpoints/analytics.ts';
import { CHANNEL, firstLoad, PAGE_EVENT } from '../contracts/endpoints/first-load.ts';
import { useSite } from '../site/site-context.tsx';
import { classifySource, newSessionId, type TrafficSource } from './analytics-source.ts';
import { session } from './session.state.ts';

/**
 * The analytics endpoints by method and path only (src/contracts/endpoints/first-load.ts): the frame posts them on
 * every first page, whose JavaScript stays without zod.
 */
const channelPost = firstLoad<typeof analyticsChannel>(CHANNEL);
const eventPost = firstLoad<typeof analyticsEvent>(PAGE_EVENT);

/** Session values. */
export const ANALYTICS_KEYS = { uuid: 'uuid', referrer: 'referrer', source: 'source' } as const;

/**
 * Session start: when no referrer is stored, a session id is made, the referrer stored, the
 * channel record posted, then a first_show event. Returns the session id and source, or null when the
 * session had already started.
 */
export async function startVisitorSession(
  storage: Storage,
  api: Api,
  referrer: string,
  ownHost: string,
  path: string,
): Promise<{ id: string; source: TrafficSource } | null> {
  if (storage.getItem(ANALYTICS_KEYS.referrer) !== null) return null;
  const id = newSessionId();
  const { source, sourceValue } = classifySource(referrer, ownHost);
  storage.setItem(ANALYTICS_KEYS.uuid, id);
  storage.setItem(ANALYTICS_KEYS.referrer, referrer);
  storage.setItem(ANALYTICS_KEYS.source, source);
  const userName = session.username.value;
  await api.call(channelPost, { body: { sessionStorageId: id, userName, userType: userName ? 'platform' : 'external', source, sourceValue } });
  await api.call(eventPost, { body: { sessionStorageId: id, operateType: 'first_show', operateTypeId: path, source } });
  return { id, source };
}

/** Records a page view of an already started session (fire and forget). */
export function trackPage(storage: Storage, api: Api, path: string): void {
  const id = storage.getItem(ANALYTICS_KEYS.uuid);
  if (!id) return;
  // As startVisitorSession stored it; a value changed by hand is refused by the server (a 400, ignored here).
  const source = (storage.getItem(ANALYTICS_KEYS.source) ?? undefined) as TrafficSource | undefined;
  api.call(eventPost, { body: { sessionStorageId: id, operateType: 'page_view', operateTypeId: path, source } }).catch(() => undefined);
}

/** Runs in the frame: starts the session on its first page, then records each page shown. */
export function useVisitorAnalytics(): void {
  const { api } = useSite();
  const [path] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      startVisitorSession(sessionStorage, api, document.referrer, location.hostname, path).catch(() => undefined);
      return;
    }
    trackPage(sessionStorage, api, path);
  }, [api, path]);
}
