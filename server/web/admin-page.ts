import type { Context } from 'hono';

/** The back office's pages: /admin and /cn/admin, and every path below them (the app routes in the browser). */
export function isAdminPath(path: string): boolean {
  return /^\/(cn\/)?admin(\/|$)/.test(path);
}

/**
 * The back office's page: the same HTML for every admin path, rendered in the browser (no server
 * rendering: nothing in it is public). Never stored (`no-store`: it is where staff log in) and never
 * indexed (the header besides the page's meta tag, for crawlers that read only headers).
 */
export async function adminPage(c: Context, template: (url: string) => Promise<string>): Promise<Response> {
  const lang = c.req.path.startsWith('/cn/') ? 'zh-CN' : 'en';
  const html = (await template(c.req.path)).replace('<html lang="en">', () => `<html lang="${lang}">`);
  return c.body(html, 200, {
    'content-type': 'text/html; charset=UTF-8',
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
  });
}
