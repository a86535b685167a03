import { pathOf, type Endpoint } from '../contracts/endpoint.ts';

/**
 * A declared endpoint's address below the site's origin, for what the API client does not send (an upload with
 * progress, a file download): the path filled in from `params`, the query's set values as text.
 */
export function addressOf(endpoint: Endpoint, input: unknown): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const set = Object.entries(query ?? {}).flatMap(([k, v]): [string, string][] => (v === undefined || v === null || v === '' ? [] : [[k, String(v)]]));
  const search = new URLSearchParams(set).toString();
  return `/api/v1${pathOf(endpoint.path, params)}${search ? `?${search}` : ''}`;
}
