import type { Context, Hono } from 'hono';
import { absoluteUrl, type LangHosts } from '../../src/contracts/site-url.ts';
import type { TreeNode } from '../../src/contracts/catalogue.ts';
import { catalogueNav, catalogueProducts } from '../../src/contracts/endpoints/catalogue.ts';
import { contentArticles } from '../../src/contracts/endpoints/content.ts';
import { languages } from '../../src/contracts/lang.ts';

/** Public pages without parameters (the list minus login, cart, forms and personal pages). */
export const STATIC_PAGES = [
  '/', '/products', '/new-products', '/hotsproduct', '/service', '/service-list', '/literature',
  '/information?activeIndex=0', '/information?activeIndex=1', '/investors', '/about-us', '/contact',
  '/contact?type=authorized', '/resources', '/privacy', '/recruitment', '/tool-class',
  '/tool-class/probe-design', '/tool-class/reaction-system', '/tool-class/product-molecules', '/tool-class/capping-result',
  '/rich-detail?title=brand', '/rich-detail?title=privacy_policy', '/rich-detail?title=terms_conditions',
] as const;

const PAGE_SIZE = 100;
/** A sitemap file holds at most 50,000 URLs; stop well before (each page appears twice). */
const MAX_PATHS = 20_000;

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Fetch = (path: string) => Promise<unknown>;

async function pagedAll<T>(get: Fetch, path: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; out.length < MAX_PATHS; page++) {
    const data = (await get(`${path}${path.includes('?') ? '&' : '?'}page=${page}&size=${PAGE_SIZE}`)) as { list: T[]; total: number };
    out.push(...data.list);
    if (data.list.length < PAGE_SIZE || out.length >= data.total) break;
  }
  return out;
}

const walk = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...walk(n.children)]);

/** Every public page's language-neutral path: static pages, categories, products, articles and events. */
export async function sitemapPaths(get: Fetch): Promise<string[]> {
  const [tree, products, articles] = await Promise.all([
    get(`${catalogueNav.path}?status=0`) as Promise<TreeNode[]>,
    pagedAll<{ catalogNumber: string; isNew: boolean }>(get, catalogueProducts.path),
    pagedAll<{ id: number; kind: string }>(get, contentArticles.path),
  ]);
  const categories = walk(tree)
    .filter((n) => n.kind === 'product' || n.kind === 'new_product' || n.kind === 'service')
    .map((n) => (n.kind === 'product' ? `/product-list?id=${n.id}` : n.kind === 'new_product' ? `/new-product-list?id=${n.id}` : `/service?menuId=${n.id}`));
  const productPaths = products.map((p) => `/product-detail?catalogNumber=${encodeURIComponent(p.catalogNumber)}`);
  const articlePaths = articles.map((a) => (a.kind === 'event' ? `/meeting-detail?id=${a.id}` : `/article?id=${a.id}`));
  return [...new Set([...STATIC_PAGES, ...categories, ...productPaths, ...articlePaths])].slice(0, MAX_PATHS);
}

/** The sitemap XML: each page in both languages, with its hreflang alternates. */
export function sitemapXml(paths: string[], origin: string, hosts: LangHosts): string {
  const urls = paths.flatMap((path) => {
    const alternates = languages
      .map((l) => `<xhtml:link rel="alternate" hreflang="${l === 'zh' ? 'zh-Hans' : 'en'}" href="${xmlEscape(absoluteUrl(l, path, origin, hosts))}"/>`)
      .join('');
    return languages.map((lang) => `<url><loc>${xmlEscape(absoluteUrl(lang, path, origin, hosts))}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Pages that must not be indexed: per-user and form pages. */
export const DISALLOWED = ['/api/', '/cart', '/checkout', '/quick-order', '/order-detail', '/order-list', '/my-leads', '/my-quotes', '/login', '/phone-login', '/registered', '/reset', '/info-completion', '/search', '/cn/cart', '/cn/checkout', '/cn/quick-order', '/cn/order-detail', '/cn/order-list', '/cn/my-leads', '/cn/my-quotes', '/cn/login', '/cn/phone-login', '/cn/registered', '/cn/reset', '/cn/info-completion', '/cn/search'];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** Answers /sitemap.xml and /robots.txt (data from the app's own API, in-process); null for other paths. */
export async function sitemapResponse(c: Context, app: Hono, hosts: LangHosts, origin: string): Promise<Response | null> {
  if (c.req.path === '/robots.txt') return c.text(robotsTxt(origin), 200, { 'cache-control': 'public, max-age=3600' });
  if (c.req.path !== '/sitemap.xml') return null;
  const get: Fetch = async (path) => {
    const res = await app.request(`/api/v1${path}`, { headers: { 'x-lang': 'en' } });
    return ((await res.json()) as { data: unknown }).data;
  };
  const xml = sitemapXml(await sitemapPaths(get), origin, hosts);
  return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
}
