import type { Page } from 'playwright-core';

/**
 * The Chinese site shows no English words. A page is read as a visitor sees it: the visible text nodes and the
 * aria-label, placeholder, title and alt of visible elements. What may stay in Latin letters is removed first
 * (see `englishWords`); any word of three or more Latin letters left is a finding. Product names may be English
 * (the catalogue's own names), so the names of the products, and of their sizes (one text for both languages, such
 * as "2 vials (≥1×10⁶ cells each)"), are read from the Chinese API and allowed as whole names, as are the names a customer typed in. Text inside an element whose `lang` says it is in another language
 * (the language switch's "English") is skipped: the page declares it foreign on purpose, and screen readers read
 * it as such.
 */

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

/** Every product name in Chinese and every size name, longest first (so a name containing another is removed whole). */
export async function chineseProductNames(baseURL: string): Promise<string[]> {
  const rows: { name: string; sizes: { size: string }[] }[] = [];
  for (let n = 1; n < 100; n++) {
    const res = await fetch(`${baseURL}/api/v1/product?page=${n}&size=50`, { headers: { 'x-lang': 'zh' } });
    const list = ((await res.json()) as { data: { list: { name: string; sizes: { size: string }[] }[] } }).data.list;
    rows.push(...list);
    if (list.length < 50) break;
  }
  return [...new Set(rows.flatMap((r) => [r.name, ...r.sizes.map((s) => s.size)]))].sort((a, b) => b.length - a.length);
}

/** The texts of the page as a visitor reads them (visible, in a Chinese part of the page), attributes marked `[name]`. */
export function visibleChineseTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
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
}

/** Each text of `texts` with English words in it, with the words found. */
export function englishFindings(texts: string[], names: readonly string[]): string[] {
  return texts.flatMap((t) => {
    const words = englishWords(t.replace(/^\[[\w -]+\] /, ''), names);
    return words.length ? [`${words.join(', ')}  ←  "${t}"`] : [];
  });
}
