import { renderToString } from 'react-dom/server';
import { createApi } from './api/client.ts';
import { httpSiteData } from './api/site-data.http.ts';
import { App, AppProviders } from './app/App.tsx';
import { renderWithKeptFrame } from './app/kept-frame.tsx';
import { headFor } from './app/head.ts';
import { headHtml } from './app/head-html.ts';
import { INITIAL_STATE_ID, serializeState, type InitialState } from './app/initial-state.ts';
import { resolveRoute } from './app/resolve-route.ts';
import type { RenderRequest, RenderResult } from './contracts/render.ts';
import { localizedPath, splitLangPath } from './contracts/lang.ts';
import { i18nFor } from './i18n/create.ts';
import { KeptFramePart } from './shell/frame-slots.ts';
import { FrameHead, FrameTail } from './shell/FrameParts.tsx';
import { loadShell } from './shell/shell.loader.ts';

export type { RenderRequest, RenderResult };

/** Renders one page on the server: public data only; per-user state loads in the browser. */
export async function render(req: RenderRequest): Promise<RenderResult> {
  const url = new URL(req.url, 'http://ssr.local');
  const { lang, path } = splitLangPath(url.pathname);
  const api = createApi({ baseURL: 'http://ssr.local/api/v1', lang, fetch: req.fetch });
  const data = req.data ? req.data(lang) : httpSiteData(api);
  const [shell, resolved] = await Promise.all([loadShell(data), resolveRoute(path, { api, data, query: url.searchParams, lang })]);
  if (resolved.redirect) {
    const [target = '/', query] = resolved.redirect.split('?');
    const redirect = `${localizedPath(lang, target)}${query ? `?${query}` : ''}`;
    return { status: 302, lang, htmlLang: '', head: '', body: '', state: '', stateId: INITIAL_STATE_ID, redirect, cacheable: false };
  }
  const site = { lang, shell, api, data, hosts: req.hosts };
  const ssr = { site, ssrPath: url.pathname, ssrSearch: url.search.slice(1) };
  const body = req.wholeFrame
    ? renderToString(<App {...ssr} initial={resolved} />)
    : renderWithKeptFrame(site, path, {
        page: (slots) => <App {...ssr} initial={resolved} frameSlots={slots} />,
        head: () => (
          <AppProviders {...ssr}>
            <KeptFramePart value>
              <FrameHead />
            </KeptFramePart>
          </AppProviders>
        ),
        tail: () => (
          <AppProviders {...ssr}>
            <FrameTail />
          </AppProviders>
        ),
      });
  const t = i18nFor(lang).t;
  const head = headHtml(headFor(resolved, t), {
    lang,
    pathWithQuery: `${path}${url.search}`,
    origin: req.origin,
    hosts: req.hosts,
    indexable: resolved.status === 200,
  });
  const state: InitialState = { lang, hosts: req.hosts, shell, route: { id: resolved.route.id, key: resolved.key, data: resolved.data, status: resolved.status } };
  return { status: resolved.status, cacheable: resolved.status === 200 && !resolved.route.fresh, lang, htmlLang: lang === 'zh' ? 'zh-Hans' : 'en', head, body, state: serializeState(state), stateId: INITIAL_STATE_ID };
}
