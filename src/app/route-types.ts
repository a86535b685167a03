import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import type { Api } from '../api/client.ts';
import type { Lang } from '../contracts/lang.ts';
import type { PageNamespace } from '../i18n/namespaces.ts';
import type { SiteData } from '../contracts/site-data.ts';

/**
 * What a route's loader gets: the site's data (read directly on the server, over HTTP in the browser), the API
 * for what the data source does not cover yet (in-process on the server), the query, the language.
 */
export interface LoadContext {
  data: SiteData;
  api: Api;
  query: URLSearchParams;
  lang: Lang;
}

export interface HeadInfo {
  title: string;
  description?: string;
  keywords?: string;
  /** schema.org JSON-LD for the page, if any. */
  jsonLd?: Record<string, unknown>;
  /** Site paths of the page's pictures, main first: made absolute for `og:image` and the JSON-LD's `image`. */
  images?: string[];
}

/** A route as data: its path (language-neutral), its page module and how to load its public data. */
export interface RouteDef<D = unknown> {
  path: string;
  /** Translation key base in the `pages` namespace: `<id>.title`, `<id>.description`. */
  id: string;
  page: () => Promise<{ default: ComponentType }>;
  /** Page namespaces (src/i18n/namespaces.ts) its texts need beyond the language's chunk, fetched with the page. */
  namespaces?: readonly PageNamespace[];
  load?: (ctx: LoadContext) => Promise<D>;
  head?: (data: D, t: TFunction) => HeadInfo;
  /** Rendered anew on every request, never kept by the server: its loading records something (a search). */
  fresh?: boolean;
}

/** A loader throws this when the thing asked for does not exist: the page becomes the 404 page. */
export class NotFoundError extends Error {}

/**
 * A loader throws this when the page asked for is answered by another one (a search with no result goes to
 * /search-not-found): the server answers a redirect, the browser replaces the location.
 * `to` is a language-neutral path with its query.
 */
export class RedirectError extends Error {
  constructor(readonly to: string) {
    super(`redirect to ${to}`);
  }
}

export function defineRoute<D>(route: RouteDef<D>): RouteDef<unknown> {
  return route as RouteDef<unknown>;
}
