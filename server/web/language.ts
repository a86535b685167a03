import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isLang, langFromAcceptLanguage, LANG_COOKIE, LANG_COOKIE_MAX_AGE_S, localizedPath, splitLangPath, type Lang } from '../../src/contracts/lang.ts';
import type { LangHosts } from '../../src/contracts/site-url.ts';
import { isSameSite, sameSitePath } from '../http/same-site-path.ts';

function rememberLang(c: Context, lang: Lang) {
  setCookie(c, LANG_COOKIE, lang, { path: '/', maxAge: LANG_COOKIE_MAX_AGE_S, sameSite: 'Lax' });
}


/**
 * GET /lang/switch?to=zh&next=/products?id=3 — sets the 365-day cookie and redirects to the same path and
 * query in the other language, on that language's host when EN_HOST/CN_HOST are set. On /rich-detail it goes
 * to that language's home.
 */
export function switchLanguage(c: Context, hosts: LangHosts): Response {
  const to = c.req.query('to');
  const target: Lang = isLang(to) ? to : 'en';
  // Only same-site paths may follow a switch (no open redirect), checked after normalisation.
  const url = new URL(sameSitePath(c.req.query('next')) ?? '/', 'http://same.invalid');
  const { path } = splitLangPath(url.pathname);
  const keep = path === '/rich-detail' ? '/' : `${path}${url.search}`;
  const [p = '/', q] = keep.split('?');
  const localized = `${localizedPath(target, p)}${q ? `?${q}` : ''}`;
  const location = isSameSite(localized) ? localized : localizedPath(target, '/');
  rememberLang(c, target);
  const host = target === 'zh' ? hosts.cn : hosts.en;
  return c.redirect(host ? `${host.replace(/\/$/, '')}${location}` : location, 302);
}

/** On the root path only: the cookie, else the browser's language, decides whether / goes to /cn. */
export function rootLanguageRedirect(c: Context): Response | null {
  if (c.req.path !== '/') return null;
  const cookie = getCookie(c, LANG_COOKIE);
  const lang = isLang(cookie) ? cookie : langFromAcceptLanguage(c.req.header('accept-language'));
  if (lang !== 'zh') return null;
  const search = new URL(c.req.url).search;
  return c.redirect(`/cn${search}`, 302);
}
