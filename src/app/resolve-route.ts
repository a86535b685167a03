import type { ComponentType } from 'react';
import { errorRoute, findRoute, notFoundRoute } from './routes.ts';
import { NotFoundError, RedirectError, type LoadContext, type RouteDef } from './route-types.ts';
import { isApiError } from '../contracts/api-error.ts';
import { loadPageNamespaces } from '../i18n/load-language.ts';

/** A route ready to render: its component, its data, the HTTP status of the answer. */
export interface ResolvedRoute {
  /** Language-neutral path plus query: identifies what is shown. */
  key: string;
  route: RouteDef;
  Component: ComponentType;
  data: unknown;
  status: number;
  /** Set when the page asked for redirected here: the language-neutral path and query to show in the address bar. */
  redirect?: string;
}

/** Matches the path, loads the page module and its data in parallel; unknown pages and missing things give 404. */
export async function resolveRoute(path: string, ctx: LoadContext, redirects = 0): Promise<ResolvedRoute> {
  const key = ctx.query.size ? `${path}?${ctx.query}` : path;
  const route = findRoute(path);
  if (!route) return { key, route: notFoundRoute, Component: (await notFoundRoute.page()).default, data: null, status: 404 };
  try {
    const [mod, data] = await Promise.all([route.page(), route.load ? route.load(ctx) : Promise.resolve(null), loadPageNamespaces(ctx.lang, route.namespaces)]);
    return { key, route, Component: mod.default, data, status: 200 };
  } catch (err) {
    // The target is resolved at once (one redirect at most), so the page can be shown before the address changes.
    if (err instanceof RedirectError && redirects === 0) {
      const target = new URL(err.to, 'http://local');
      return { ...(await resolveRoute(target.pathname, { ...ctx, query: target.searchParams }, 1)), redirect: err.to };
    }
    if (err instanceof NotFoundError || (isApiError(err) && err.code === 'E0404')) {
      return { key, route: notFoundRoute, Component: (await notFoundRoute.page()).default, data: null, status: 404 };
    }
    const status = isApiError(err) && err.status >= 400 ? err.status : 500;
    return { key, route: errorRoute, Component: (await errorRoute.page()).default, data: { status }, status };
  }
}
