import type { HeadInfo } from './route-types.ts';
import type { Lang } from '../contracts/lang.ts';
import { absoluteUrl, type LangHosts } from '../contracts/site-url.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');


/** The <head> tags of a page: title, description, canonical, hreflang alternates, JSON-LD. */
export function headHtml(head: HeadInfo, opts: { lang: Lang; pathWithQuery: string; origin: string; hosts: LangHosts; indexable: boolean }): string {
  const { lang, pathWithQuery, origin, hosts } = opts;
  const en = absoluteUrl('en', pathWithQuery, origin, hosts);
  const zh = absoluteUrl('zh', pathWithQuery, origin, hosts);
  // Pictures are the same file in both languages: served from the page's own host.
  const host = ((lang === 'zh' ? hosts.cn : hosts.en) ?? origin).replace(/\/$/, '');
  const images = (head.images ?? []).map((path) => `${host}${path}`);
  const jsonLd = head.jsonLd && images.length ? { ...head.jsonLd, image: images } : head.jsonLd;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    head.description ? `<meta name="description" content="${escapeHtml(head.description)}">` : '',
    head.keywords ? `<meta name="keywords" content="${escapeHtml(head.keywords)}">` : '',
    opts.indexable ? `<link rel="canonical" href="${escapeHtml(lang === 'zh' ? zh : en)}">` : '<meta name="robots" content="noindex">',
    `<link rel="alternate" hreflang="en" href="${escapeHtml(en)}">`,
    `<link rel="alternate" hreflang="zh-Hans" href="${escapeHtml(zh)}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(en)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    images[0] ? `<meta property="og:image" content="${escapeHtml(images[0])}">` : '',
    jsonLd ? `<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
