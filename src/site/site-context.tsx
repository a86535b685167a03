import { createContext, use } from 'react';
import type { Api } from '../api/client.ts';
import type { Lang } from '../contracts/lang.ts';
import type { ShellData } from '../contracts/shell.ts';
import type { SiteData } from '../contracts/site-data.ts';
import type { LangHosts } from '../contracts/site-url.ts';

export type { ShellData };


export interface Site {
  lang: Lang;
  shell: ShellData;
  api: Api;
  /** The public data pages load from (see LoadContext). */
  data: SiteData;
  hosts: LangHosts;
}

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = use(SiteContext);
  if (!site) throw new Error('useSite outside SiteContext');
  return site;
}

export const RouteDataContext = createContext<unknown>(null);

/** The data the current route's loader returned. */
export function useRouteData<T>(): T {
  return use(RouteDataContext) as T;
}
