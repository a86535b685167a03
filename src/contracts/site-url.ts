import { localizedPath, type Lang } from './lang.ts';

/** The public address of each language's site (EN_HOST, CN_HOST), e.g. `https://www.example.com`. */
export interface LangHosts {
  en?: string;
  cn?: string;
}

/** Absolute URL of a language-neutral path+query in a language, on that language's host if configured. */
export function absoluteUrl(lang: Lang, pathWithQuery: string, origin: string, hosts: LangHosts): string {
  const host = (lang === 'zh' ? hosts.cn : hosts.en) ?? origin;
  const [path = '/', query] = pathWithQuery.split('?');
  return `${host.replace(/\/$/, '')}${localizedPath(lang, path)}${query ? `?${query}` : ''}`;
}
