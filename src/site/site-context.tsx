import { createContext, use } from 'react';
import type { Api } from '../api/client.ts';
import type { TreeNode } from '../contracts/catalogue.ts';
import type { Lang } from '../contracts/lang.ts';
import type { LangHosts } from '../contracts/site-url.ts';

/** Public data every page's frame needs: menus, footer lists, site configuration. */
export interface ShellData {
  nav: TreeNode[];
  footer: { resource: TreeNode[]; information: TreeNode[]; about: TreeNode[] };
  config: Record<string, string>;
  /** Provinces, for the online message form in the footer. */
  areas: { id: number; name: string }[];
}


export interface Site {
  lang: Lang;
  shell: ShellData;
  api: Api;
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
