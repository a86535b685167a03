import { describe, expect, it } from 'vitest';
import type { Api } from '../api/client.ts';
import { httpSiteData } from '../api/site-data.http.ts';
import { resolveRoute } from './resolve-route.ts';

/** An API that finds `hits` products for any keyword. */
const fakeApi = (hits: number) =>
  ({
    call: async ({ path }: { path: string }) => {
      if (path === '/search') return { keywords: 'k', counts: { product: hits, serve: 0, content: 0 }, product: { list: [], total: hits, page: 1, size: 20 } };
      if (path === '/search/tags') return { category: [], proteinTag: [], species: [], target: [], coupling: [] };
      throw new Error(`unexpected ${path}`);
    },
  }) as unknown as Api;

describe('resolveRoute redirects', () => {
  it('sends a search with no result to /search-not-found, resolved at once', async () => {
    const r = await resolveRoute('/search', { api: fakeApi(0), data: httpSiteData(fakeApi(0)), query: new URLSearchParams('keywords=zzz qq'), lang: 'en' });
    expect(r.redirect).toBe('/search-not-found?keywords=zzz%20qq');
    expect(r.route.id).toBe('searchNotFound');
    expect(r.data).toEqual({ keywords: 'zzz qq' });
    expect(r.status).toBe(200);
  });

  it('sends an empty search there too, and shows a search with results', async () => {
    expect((await resolveRoute('/search', { api: fakeApi(3), data: httpSiteData(fakeApi(3)), query: new URLSearchParams(''), lang: 'en' })).redirect).toBe('/search-not-found?keywords=');
    const found = await resolveRoute('/search', { api: fakeApi(3), data: httpSiteData(fakeApi(3)), query: new URLSearchParams('keywords=IL-2'), lang: 'zh' });
    expect(found.redirect).toBeUndefined();
    expect(found.route.id).toBe('search');
    // Each search is recorded for the hot keywords: the server must render it every time.
    expect(found.route.fresh).toBe(true);
  });
});
