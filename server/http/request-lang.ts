import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isLang, langFromAcceptLanguage, LANG_COOKIE, type Lang } from '../../src/contracts/lang.ts';

/**
 * The language of an API answer's `msg`: the page says which language it shows (`x-lang` header or
 * `lang` query); otherwise the language cookie, otherwise the browser's Accept-Language.
 */
export function requestLang(c: Context): Lang {
  const explicit = c.req.header('x-lang') ?? c.req.query('lang');
  if (isLang(explicit)) return explicit;
  const cookie = getCookie(c, LANG_COOKIE);
  if (isLang(cookie)) return cookie;
  return langFromAcceptLanguage(c.req.header('accept-language'));
}
