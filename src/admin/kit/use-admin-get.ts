import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Api } from '../../api/client.ts';
import type { Answer, Endpoint, EndpointInput } from '../../contracts/endpoint.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';

type Query = Parameters<Api['get']>[1];

/**
 * What a page shows from one GET: fetched again when the path or the query changes, or when `again` counts up
 * (after a change the page made). An answer arriving after the page moved on is dropped, so a slow answer to an
 * old filter never replaces the new one. `error` is the translated failure, '' once an answer came.
 */
export function useAdminGet<T>(path: string, query?: Query, again = 0) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState('');
  // The query as text: a new object with the same filters is the same request.
  const key = JSON.stringify(query ?? {});

  useEffect(() => {
    let live = true;
    api.get<T>(path, JSON.parse(key) as Query).then(
      (answer) => live && (setData(answer), setError('')),
      (err) => live && setError(messageOf(err, t)),
    );
    return () => {
      live = false;
    };
  }, [api, path, key, again, t]);

  return { data, setData, error, setError };
}

/**
 * useAdminGet for a declared endpoint (src/contracts/endpoints): the same life cycle, the answer typed and checked by
 * the endpoint's schema. `input` is compared as text, so a new object with the same filters is the same request.
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
