/**
 * Page weight and Lighthouse: the home page, a product page and a toolbox page, in English and Chinese,
 * on the built site (Debian Chromium, loopback).
 *   npm run bench -- pages      (DIST_DIR=dist-bench by default; built first when $DIST_DIR/client is missing)
 * 1. First-load bytes in a fresh browser context, from the network log (Playwright's request sizes =
 *    the DevTools encoded body length, i.e. as transferred): JavaScript (every script, module preload and
 *    lazy chunk fetched until the network is idle), CSS, and the HTML document. The baseline, measured in
 *    the same run, is the same resources uncompressed (decoded body length). Target: JS < 120 KB
 *    compressed on the home and product pages.
 * 2. Lighthouse 12 (default config: mobile form factor, simulated slow 4G and 4x CPU slowdown) on the same
 *    six pages. Targets: performance >= 90, accessibility, best practices and SEO >= 95.
 * `BENCH_PAGES_SKIP_LIGHTHOUSE=1` skips part 2; `BENCH_PAGES_ACCEPT_ENCODING=gzip` makes the browser offer only
 * gzip in part 1 (to compare with a server that sends no brotli).
 */
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { startSite } from './site.ts';

const DIST_DIR = process.env.DIST_DIR ?? 'dist-bench';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const JS_TARGET_KB = 120;

export const PAGES: { name: string; path: string; jsTarget: boolean }[] = [
  { name: 'home', path: '/', jsTarget: true },
  { name: 'product', path: '/product-detail?catalogNumber=CYT-H0201', jsTarget: true },
  // A product list with its pictures: the first product category of the demo catalogue (its id is read from the
  // site at run time, as the browser sweep does, since ids follow the seeding order).
  { name: 'list', path: '/product-list?id=', jsTarget: true },
  { name: 'toolbox', path: '/tool-class/probe-design', jsTarget: false },
];
const LANGS = [
  { lang: 'en', prefix: '', locale: 'en-US' },
  { lang: 'zh', prefix: '/cn', locale: 'zh-CN' },
] as const;

interface Weight {
  /** Bytes on the wire (response bodies as transferred) and decoded, per kind. */
  js: { wire: number; raw: number; files: number };
  css: { wire: number; raw: number; files: number };
  html: { wire: number; raw: number };
  encodings: Set<string>;
  /** Script file names fetched (to show that only the page language's translations came). */
  scripts: string[];
  /** Console errors and warnings (a failed hydration shows here). */
  console: string[];
}

const urlOf = (prefix: string, path: string) => (prefix && path === '/' ? prefix : `${prefix}${path}`);

/** Loads `url` in a fresh context (empty cache) and sums what the page fetched until the network was idle. */
async function measureWeight(browser: Browser, url: string, locale: string): Promise<Weight> {
  const acceptEncoding = process.env.BENCH_PAGES_ACCEPT_ENCODING;
  const context = await browser.newContext({ locale, ...(acceptEncoding ? { extraHTTPHeaders: { 'accept-encoding': acceptEncoding } } : {}) });
  const page = await context.newPage();
  const w: Weight = { js: { wire: 0, raw: 0, files: 0 }, css: { wire: 0, raw: 0, files: 0 }, html: { wire: 0, raw: 0 }, encodings: new Set(), scripts: [], console: [] };
  page.on('console', (m) => void ((m.type() === 'error' || m.type() === 'warning') && w.console.push(m.text())));
  page.on('pageerror', (e) => void w.console.push(e.message));
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const sizes = await request.sizes();
        const body = await response.body().catch(() => Buffer.alloc(0));
        const type = response.headers()['content-type'] ?? '';
        const kind = type.includes('javascript') ? 'js' : type.includes('text/css') ? 'css' : request.resourceType() === 'document' ? 'html' : null;
        if (!kind) return;
        w.encodings.add(response.headers()['content-encoding'] ?? 'identity');
        w[kind].wire += sizes.responseBodySize;
        w[kind].raw += body.length;
        if (kind !== 'html') w[kind].files++;
        if (kind === 'js') w.scripts.push(new URL(request.url()).pathname.split('/').pop()!);
      })(),
    );
  });
  const res = await page.goto(url, { waitUntil: 'networkidle' });
  if (!res?.ok()) throw new Error(`${url} answered ${res?.status()}`);
  // App marks the document once hydrated (src/app/App.tsx).
  const hydrated = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
  if (!hydrated) w.console.push('not hydrated');
  await Promise.all(pending);
  await context.close();
  return w;
}

interface Scores { performance: number; accessibility: number; 'best-practices': number; seo: number }
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Lighthouse with its default (mobile) configuration, one Chromium for all pages. */
async function lighthouseScores(urls: string[]): Promise<Map<string, Scores & { lcpMs: number; tbtMs: number }>> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const out = new Map<string, Scores & { lcpMs: number; tbtMs: number }>();
  try {
    for (const url of urls) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      const lhr = result!.lhr;
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as unknown as Scores;
      out.set(url, { ...scores, lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN, tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN });
      if (process.env.BENCH_DEBUG) {
        for (const c of CATEGORIES) {
          const failed = lhr.categories[c]!.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 0.9).map((r) => `${r.id}=${lhr.audits[r.id]!.score}`);
          if (failed.length) console.log(`  ${url} ${c}: ${failed.join(', ')}`);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return out;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function runPagesBench(): Promise<void> {
  const site = await startSite(DIST_DIR);
  const categories = ((await (await fetch(`${site.url}/api/v1/tree_structure?pid=1`)).json()) as { data: { id: number }[] }).data;
  for (const page of PAGES) if (page.path.endsWith('?id=')) page.path += String(categories[0]!.id);
  const browser = await launchChromium();
  const rows: { page: (typeof PAGES)[number]; lang: string; url: string; w: Weight }[] = [];
  try {
    for (const page of PAGES) {
      for (const { lang, prefix, locale } of LANGS) {
        const url = `${site.url}${urlOf(prefix, page.path)}`;
        await measureWeight(browser, url, locale); // warm the server (first renders compile and fill caches)
        rows.push({ page, lang, url, w: await measureWeight(browser, url, locale) });
      }
    }
    await browser.close();

    console.log(`First-load bytes (${DIST_DIR}, fresh context; KB = 1024 bytes; baseline = the same files uncompressed)`);
    console.log('| page | lang | JS transferred | JS uncompressed | ratio | JS files | translations fetched | CSS transferred / uncompressed | HTML transferred / uncompressed | encodings | console errors | target JS < 120 KB |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const { page, lang, w } of rows) {
      const target = page.jsTarget ? (w.js.wire / 1024 < JS_TARGET_KB ? 'met' : 'missed') : '(none)';
      // The language chunks are named after src/i18n/bundles/<lang>.ts.
      const translations = w.scripts.filter((f) => /^(en|zh)-/.test(f)).map((f) => f.slice(0, 2)).join(', ') || '(bundled)';
      console.log(
        `| ${page.name} | ${lang} | ${kb(w.js.wire)} KB | ${kb(w.js.raw)} KB | ${(w.js.raw / w.js.wire).toFixed(1)}x | ${w.js.files} | ${translations} | ${kb(w.css.wire)} / ${kb(w.css.raw)} KB | ${kb(w.html.wire)} / ${kb(w.html.raw)} KB | ${[...w.encodings].join(', ')} | ${w.console.length} | ${target} |`,
      );
    }
    for (const { page, lang, w } of rows) for (const m of w.console) console.log(`  ${page.name} ${lang}: ${m}`);

    if (process.env.BENCH_PAGES_SKIP_LIGHTHOUSE) return;
    const scores = await lighthouseScores(rows.map((r) => r.url));
    console.log('\nLighthouse 12 (mobile preset, simulated throttling)');
    console.log('| page | lang | performance | accessibility | best practices | SEO | LCP | TBT | targets (>= 90 / 95 / 95 / 95) |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const { page, lang, url } of rows) {
      const s = scores.get(url)!;
      const met = s.performance >= 90 && s.accessibility >= 95 && s['best-practices'] >= 95 && s.seo >= 95;
      console.log(`| ${page.name} | ${lang} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${(s.lcpMs / 1000).toFixed(1)} s | ${s.tbtMs.toFixed(0)} ms | ${met ? 'met' : 'missed'} |`);
    }
  } finally {
    await browser.close().catch(() => {});
    await site.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runPagesBench();
