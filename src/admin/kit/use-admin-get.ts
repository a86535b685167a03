import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, Endpoint, EndpointInput } from '../../contracts/endpoint.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';

/**
 * What a page shows from one declared GET (src/contracts/endpoints), the answer typed and checked by the endpoint's
 * schema: fetched again when the input changes, or when `again` counts up (after a change the page made). An answer
 * arriving after the page moved on is dropped, so a slow answer to an old filter never replaces the new one. `input`
 * is compared as text, so a new object with the same filters is the same request; `error` is the translated failure,
 * '' once an answer came.
 */
export function useAdminCall<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>, again = 0) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [data, setData] = useState<Answer<E> | null>(null);
  const [error, setError] = useState('');
  const key = JSON.stringify(input ?? {});

  useEffect(() => {
    let live = true;
    const call = api.call as (e: Endpoint, input: unknown) => Promise<Answer<E>>;
    call(endpoint, JSON.parse(key)).then(
      (answer) => live && (setData(answer), setError('')),
      (err) => live && setError(messageOf(err, t)),
    );
    return () => {
      live = false;
    };
  }, [api, endpoint, key, again, t]);

  return { data, setData, error, setError };
}
