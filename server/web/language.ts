import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isLang, langFromAcceptLanguage, LANG_COOKIE, LANG_COOKIE_MAX_AGE_S, localizedPath, splitLangPath, type Lang } from '../../src/contracts/lang.ts';
import type { LangHosts } from '../../src/contracts/site-url.ts';

function rememberLang(c: Context, lang: Lang) {
  setCookie(c, LANG_COOKIE, lang, { path: '/', maxAge: LANG_COOKIE_MAX_AGE_S, sameSite: 'Lax' });
}

/** Only same-site paths may follow a switch (no open redirect). */
function safeNext(next: string | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  return next;
}

/**
 * GET /lang/switch?to=zh&next=/products?id=3 — sets the 365-day cookie and redirects to the same path and
 * query in the other language, on that language's host when EN_HOST/CN_HOST are set. On /rich-detail it goes
 * to that language's home (spec §2).
 */
export function switchLanguage(c: Context, hosts: LangHosts): Response {
  const to = c.req.query('to');
  const target: Lang = isLang(to) ? to : 'en';
  const next = safeNext(c.req.query('next'));
  const url = new URL(next, 'http://x');
  const { path } = splitLangPath(url.pathname);
  const keep = path === '/rich-detail' ? '/' : `${path}${url.search}`;
  const [p = '/', q] = keep.split('?');
  const location = `${localizedPath(target, p)}${q ? `?${q}` : ''}`;
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
