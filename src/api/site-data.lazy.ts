import type { SiteData } from '../contracts/site-data.ts';
import type { Api } from './client.ts';

/**
 * The HTTP data source, loaded with the first page change: its contract schemas (zod) stay out of the
 * browser's first-load JavaScript, since the first page arrives rendered with its data.
 */
export function lazyHttpSiteData(api: Api): SiteData {
  let source: Promise<SiteData> | undefined;
  const load = () => (source ??= import('./site-data.http.ts').then((m) => m.httpSiteData(api)));
  return new Proxy({} as SiteData, {
    get: (_, name) =>
      async (...args: unknown[]) => {
        const data = (await load()) as unknown as Record<PropertyKey, (...a: unknown[]) => Promise<unknown>>;
        return data[name]!(...args);
      },
  });
}
