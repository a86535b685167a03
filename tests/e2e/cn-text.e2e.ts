import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { routeQueries } from './route-queries.ts';

/**
 * The Chinese site shows no English words. Each main /cn page (one test each) is read as a visitor sees it: the
 * visible text nodes and the aria-label, placeholder, title and alt of visible elements. What may stay in Latin
 * letters is removed first (see `allowed`); any word of three or more Latin letters left fails the test, printed
 * with the page and the text it came from. Product names may be English (the catalogue's own names), so the
 * names of the products a page shows are read from the Chinese API and allowed as whole names. Text inside an
 * element whose `lang` says it is in another language (the language switch's "English") is skipped: the page
 * declares it foreign on purpose, and screen readers read it as such.
 */
const { baseURL, newPage } = useBrowser();

/** Patterns of things written in Latin letters in Chinese too. */
const ALLOWED_PATTERNS: RegExp[] = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail addresses
  /\b(https?:\/\/|www\.)\S+/g, // URLs
  /\b[\w-]+\.(com|cn|org|net|edu)(\.cn)?\b/g, // domain names
  /\b[A-Z]{2,5}-[A-Z]?\d[\w-]*/g, // catalog numbers (CYT-H0201, TGP-H0103)
  /\b(m\d)?G(ppp|pppp)[A-Za-z\d]*/g, // cap structures: GpppN, m7GpppAmG
  /\bCap ?[012]\b/g, // cap 0/1/2 nomenclature (Cap 1 AG)
  /\bPoly\(A\)/g, // poly(A) tails
  /\b[A-Za-z]*\d[A-Za-z\d]*\b/g, // symbols with digits: HEK293, Cap1, IL2, CD279, pH7
  /(?<![A-Za-z])[A-Za-z][a-z]?[A-Z][A-Za-z]*/g, // symbols with a capital after the first letter: hFc, mRNA, siRNA, RNase, WeChat
  /(?<![A-Za-z])[A-Z][A-Z\d]*(?:[-/][A-Z\d]+)*(?![a-z])/g, // acronyms and gene/protein symbols: IL, TNF, SDS-PAGE, PD-1, ELISA
  /\b\p{L}+-[α-ωΑ-Ω]/gu, // TNF-α style names
  /\bE\. ?coli\b/g,
];
/** Words allowed as they are: units, brand and organism names, formats. Not a place for untranslated UI text. */
const ALLOWED_WORDS = new Set(['kDa', 'ppm', 'mol', 'nmol', 'pmol', 'µmol', 'mmol', 'rpm', 'coli', 'sapiens', 'Homo', 'Aurora', 'Escherichia', 'Pico', 'WeChat', 'LinkedIn', 'xlsx', 'csv', 'pdf']);

const LATIN_WORD = /(?<![\p{L}])[A-Za-z]{3,}(?![\p{L}])/gu;

/** The words of `text` that are neither allowed by pattern, by the word list nor inside an allowed name. */
export function englishWords(text: string, names: readonly string[]): string[] {
  let rest = text;
  for (const name of names) if (name) rest = rest.split(name).join(' ');
  for (const p of ALLOWED_PATTERNS) rest = rest.replace(p, ' ');
  return [...rest.matchAll(LATIN_WORD)].map((m) => m[0]).filter((w) => !ALLOWED_WORDS.has(w));
}

const PAGES: { name: string; path: string; query?: string }[] = [
  { name: 'home', path: '/' },
  { name: 'product list', path: '/product-list' },
  { name: 'product detail', path: '/product-detail' },
  { name: 'search', path: '/search' },
  { name: 'cart (visitor)', path: '/cart' },
  { name: 'toolbox overview', path: '/tool-class' },
  { name: 'probe design', path: '/tool-class/probe-design' },
  { name: 'product molecules', path: '/tool-class/product-molecules' },
  { name: 'reaction system', path: '/tool-class/reaction-system' },
  { name: 'capping result', path: '/tool-class/capping-result' },
  { name: 'about', path: '/about-us' },
  { name: 'contact', path: '/contact' },
  { name: 'news list', path: '/information' },
  { name: 'article', path: '/article' },
];

let queries: Record<string, string> = {};
/** Every product name in Chinese (the catalogue's names may be English: allowed as whole names). */
let productNames: string[] = [];

beforeAll(async () => {
  queries = await routeQueries(baseURL);
  const rows: { name: string }[] = [];
  for (let n = 1; n < 100; n++) {
    const res = await fetch(`${baseURL}/api/v1/product?page=${n}&size=50`, { headers: { 'x-lang': 'zh' } });
    const list = ((await res.json()) as { data: { list: { name: string }[] } }).data.list;
    rows.push(...list);
    if (list.length < 50) break;
  }
  expect(rows.length).toBeGreaterThan(50);
  // Longest first, so a name containing another is removed whole.
  productNames = [...new Set(rows.map((r) => r.name))].sort((a, b) => b.length - a.length);
});

describe('no English on the Chinese site', () => {
  for (const p of PAGES) {
    it(`/cn ${p.name}: every visible text, label and placeholder is Chinese or allowed`, async () => {
      const page = await newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      const query = queries[p.path];
      const url = `/cn${p.path === '/' ? '' : p.path}${query ? `?${query}` : ''}`;
      await page.goto(url);
      const texts = await page.evaluate(() => {
        const out: string[] = [];
        const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) ?? true;
        const chinese = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? '').startsWith('zh');
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const parent = n.parentElement;
          const text = (n.textContent ?? '').trim();
          if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
          if (visible(parent) && chinese(parent)) out.push(text);
        }
        for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
          if (!visible(el) || !chinese(el)) continue;
          for (const a of ['aria-label', 'placeholder', 'title', 'alt']) {
            const v = el.getAttribute(a)?.trim();
            if (v) out.push(`[${a}] ${v}`);
          }
        }
        out.push(`[document title] ${document.title}`);
        return out;
      });
      expect(texts.length).toBeGreaterThan(10);
      const found = texts.flatMap((t) => {
        const words = englishWords(t.replace(/^\[[\w -]+\] /, ''), productNames);
        return words.length ? [`${words.join(', ')}  ←  "${t}"`] : [];
      });
      expect(found, `English on ${url}:\n${found.join('\n')}`).toEqual([]);
      await page.context().close();
    });
  }

  it('the allow-list lets through names, numbers and units but not English words', () => {
    const names = ['Recombinant Human IL-2 Protein'];
    expect(englishWords('Poly(A)尾、RNase T1、GpppN、m7GpppAmG、Cap 1 AG、5 ppm', names)).toEqual([]);
    expect(englishWords('IL-2、TNF-α、SDS-PAGE、HEK293、E. coli、PD-1、hFc、mRNA、50 kDa、CYT-H0201、info@example.com、https://x.cn/a', names)).toEqual([]);
    expect(englishWords('Recombinant Human IL-2 Protein 现货', names)).toEqual([]);
    expect(englishWords('加入购物车 Add to cart', names)).toEqual(['Add', 'cart']);
    expect(englishWords('Learn more', names)).toEqual(['Learn', 'more']);
  });
});
