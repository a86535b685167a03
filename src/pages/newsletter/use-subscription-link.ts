import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useSite } from '../../site/site-context.tsx';
import type { SubscriptionAction } from '../../contracts/forms/newsletter.ts';
import { newsletterConfirm, newsletterUnsubscribe } from '../../contracts/endpoints/newsletter.ts';

export type LinkOutcome = { state: 'working' } | { state: 'done' } | { state: 'invalid' } | { state: 'failed'; message: string };

/**
 * Posts the token of an opened confirm or unsubscribe link once, in the browser after hydration (the
 * server renders "working"): mail scanners that only fetch the page change nothing. A token is posted at
 * most once per page even when React runs the effect twice, since a second post would find it used.
 */
export function useSubscriptionLink(action: SubscriptionAction | null, token: string, networkMessage: string): LinkOutcome {
  const { api } = useSite();
  const [outcome, setOutcome] = useState<LinkOutcome>({ state: 'working' });
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (!action || posted.current === `${action}:${token}`) return;
    posted.current = `${action}:${token}`;
    setOutcome({ state: 'working' });
    api
      .call(action === 'confirm' ? newsletterConfirm : newsletterUnsubscribe, { body: { token } })
      .then(() => setOutcome({ state: 'done' }))
      .catch((err: unknown) => {
        if (err instanceof ApiError && (err.code === 'E0404' || err.code === 'E0400')) setOutcome({ state: 'invalid' });
        else setOutcome({ state: 'failed', message: err instanceof ApiError && err.code !== 'network' ? err.message : networkMessage });
      });
  }, [api, action, token, networkMessage]);
  return outcome;
}
