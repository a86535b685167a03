/** The two languages of the site: English (default, no path prefix) and Chinese (under /cn). */
export const languages = ['en', 'zh'] as const;
export type Lang = (typeof languages)[number];

export const CN_PREFIX = '/cn';
export const LANG_COOKIE = 'lang';
/** The language cookie lives 365 days. */
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Splits a pathname into its language and the language-neutral path (`/cn/products` → zh, `/products`). */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  if (pathname === CN_PREFIX || pathname === `${CN_PREFIX}/`) return { lang: 'zh', path: '/' };
  if (pathname.startsWith(`${CN_PREFIX}/`)) return { lang: 'zh', path: pathname.slice(CN_PREFIX.length) };
  return { lang: 'en', path: pathname || '/' };
}

/** The path of `path` (language-neutral) in `lang`. */
export function localizedPath(lang: Lang, path: string): string {
  if (lang === 'en') return path;
  return path === '/' ? CN_PREFIX : `${CN_PREFIX}${path}`;
}

/** Picks zh when the Accept-Language header prefers Chinese over English. */
export function langFromAcceptLanguage(header: string | undefined | null): Lang {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q);
  const first = ranked.find((x) => x.tag.startsWith('zh') || x.tag.startsWith('en'));
  return first?.tag.startsWith('zh') ? 'zh' : 'en';
}

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'zh';
}
