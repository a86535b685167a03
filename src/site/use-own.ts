import { useCallback, useEffect, useState } from 'react';
import type { Answer, Endpoint } from '../contracts/endpoint.ts';
import { session, storedToken } from '../state/session.state.ts';
import { useSite } from './site-context.tsx';

/** The customer's own data: loading (null), the answer, no login ('guest', also when the server ends it), or 'failed'. */
export type Own<T> = T | null | 'guest' | 'failed';

/** A declared endpoint that takes no input. */
type Own0 = Endpoint<undefined, undefined, undefined>;

/**
 * Loads the logged-in customer's own data (a declared endpoint without input: orders, enquiries, quotes) in the browser after hydration, since it depends on the login. Loaded again when the login changes (a
 * login handed over from the other host arrives after mounting); `reload` fetches again and keeps showing the
 * old answer meanwhile. The page calls `useSignals()`, so that the login signal read here is followed.
 */
export function useOwn<E extends Own0>(source: E): { data: Own<Answer<E>>; reload: () => void } {
  type T = Answer<E>;
  const { api } = useSite();
  const [data, setData] = useState<Own<T>>(null);
  const user = session.username.value;
  const reload = useCallback(() => {
    if (!storedToken()) return setData('guest');
    (api.call as (e: Endpoint) => Promise<T>)(source)
      .then(setData)
      .catch((err: { status?: number }) => setData(err?.status === 401 ? 'guest' : 'failed'));
  }, [api, source]);
  useEffect(() => {
    setData(null);
    reload();
    // The login is read from storage by `reload`; `user` is here to run it again when the login changes.
  }, [reload, user]);
  return { data, reload };
}
