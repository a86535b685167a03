import { hydrateRoot } from 'react-dom/client';
import { createApi } from './api/client.ts';
import { lazyHttpSiteData } from './api/site-data.lazy.ts';
import { App } from './app/App.tsx';
import { INITIAL_STATE_ID, type InitialState } from './app/initial-state.ts';
import type { ResolvedRoute } from './app/resolve-route.ts';
import { errorRoute, findRoute, notFoundRoute } from './app/routes.ts';
import { loadLanguage } from './i18n/load-language.ts';
import { storedToken } from './state/session.state.ts';
import { installChunkReload } from './app/chunk-reload.ts';

/** Hydrates the server's HTML with the same data it was rendered from. */
async function start() {
  installChunkReload(window, sessionStorage);
  const state = JSON.parse(document.getElementById(INITIAL_STATE_ID)!.textContent!) as InitialState;
  const api = createApi({ baseURL: '/api/v1', lang: state.lang, token: storedToken });
  const [path] = state.route.key.split('?');
  const route = state.route.id === notFoundRoute.id ? notFoundRoute : state.route.id === errorRoute.id ? errorRoute : (findRoute(path ?? '/') ?? notFoundRoute);
  // The page module and the page language's translations (the entry bundles none) both arrive before
  // hydrating, so the first render matches the server's HTML.
  const [page] = await Promise.all([route.page(), loadLanguage(state.lang, route.namespaces)]);
  const initial: ResolvedRoute = { key: state.route.key, route, Component: page.default, data: state.route.data, status: state.route.status };
  hydrateRoot(document.getElementById('root')!, <App site={{ lang: state.lang, shell: state.shell, api, data: lazyHttpSiteData(api), hosts: state.hosts }} initial={initial} />);
}

void start();
