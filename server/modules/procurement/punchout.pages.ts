import type { Lang } from '../../../src/contracts/lang.ts';
import { translate } from '../../../src/i18n/create.ts';
import { CONTENT_SECURITY_POLICY } from '../../http/security-headers.ts';
import { xmlEscape as esc } from './cxml-write.ts';

/** The pages of the PunchOut round trip the server writes itself (no app shell): a refusal, and the cart's return. */

const page = (lang: Lang, title: string, body: string, script = '') =>
  `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title></head><body><main style="max-width:40rem;margin:3rem auto;padding:0 1rem;font-family:system-ui,sans-serif">${body}</main>${script}</body></html>`;

const t = (lang: Lang, key: string, params?: Record<string, unknown>) => translate(lang, `account:punchout.${key}`, params);

/** A refusal (expired or used link, no session, nothing to transfer), in the connection's language. */
export function refusalPage(lang: Lang, reason: string, params?: Record<string, unknown>): string {
  return page(lang, t(lang, 'title'), `<h1>${esc(t(lang, 'title'))}</h1><p data-testid="punchout-refused">${esc(t(lang, reason, params))}</p>`);
}

/**
 * The page that returns the cart: a form posting its fields (cXML's `cxml-urlencoded`, OCI's NEW_ITEM fields) to the
 * return URL, into `target` when OCI names a frame, submitted by a same-site script (/punchout-return.js) and by its
 * visible button where scripts do not run.
 */
export function transferPage(lang: Lang, name: string, returnUrl: string, fields: readonly (readonly [string, string])[], target?: string): string {
  const inputs = fields.map(([field, value]) => `<input type="hidden" name="${esc(field)}" value="${esc(value)}">`).join('');
  const form = `<form id="punchout-return" method="post" action="${esc(returnUrl)}"${target ? ` target="${esc(target)}"` : ''} enctype="application/x-www-form-urlencoded">${inputs}<p>${esc(t(lang, 'transferring', { name }))}</p><p>${esc(t(lang, 'noScript'))}</p><button type="submit" data-testid="punchout-return">${esc(t(lang, 'transfer'))}</button></form>`;
  return page(lang, t(lang, 'title'), form, '<script src="/punchout-return.js"></script>');
}

/**
 * The transfer page's policy: the site's own, with `form-action` allowing the return URL's origin only (issue #30:
 * every other page keeps `form-action 'self'`).
 */
export const transferPolicy = (returnUrl: string) => CONTENT_SECURITY_POLICY.replace("form-action 'self'", `form-action ${new URL(returnUrl).origin}`);
