import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { visitorAddress } from './visitor-address.ts';

/** Debian's Chromium with the flags these machines need (no sandbox as root, no background network). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/**
 * One browser per test worker, shared by the files the worker runs (the browser lane runs without isolation, so
 * this module is loaded once per worker): a launch costs one to two seconds of both cores. Playwright closes it
 * when the worker exits.
 */
let shared: Promise<Browser> | undefined;
function workerBrowser(): Promise<Browser> {
  shared ??= launchChromium().then((browser) => {
    browser.on('disconnected', () => (shared = undefined));
    return browser;
  });
  return shared;
}

/**
 * A visitor's context and tab, kept when the test ends for the next test with the same options. Measured on the
 * 2-core machine (cgroup CPU time): a navigation in a warm tab costs about 0.85 CPU-seconds, a new tab in a warm
 * context about 2, a new context with its cold first page about 4 — its renderer starts, and every script and style
 * sheet is fetched and compiled again. A kept visitor loses everything a visitor carries: cookies, local and session
 * storage, IndexedDB, service workers and cache storage, the tab's event listeners, any other tab; it keeps the HTTP
 * cache, which holds only the site's fingerprinted assets (pages and API answers are `no-cache`, revalidated on every
 * request, so a kept cache never shows a test stale data). A visitor whose test added init scripts, routes, page
 * headers or bindings is really closed: those cannot be taken back.
 */
interface Visitor {
  context: BrowserContext;
  page?: Page;
  reusable: boolean;
}
const idle = new Map<string, Visitor[]>();

/** Wraps `methods` of `target` so that calling one marks the visitor as not reusable. */
function taint(visitor: Visitor, target: object, methods: readonly string[]) {
  const t = target as Record<string, (...args: unknown[]) => unknown>;
  for (const method of methods) {
    const original = t[method]!.bind(target);
    t[method] = (...args: unknown[]) => {
      visitor.reusable = false;
      return original(...args);
    };
  }
}

/** The visitor's traces gone (see `Visitor`); the tab left on about:blank at the context's viewport. */
async function forget(visitor: Visitor, origin: string, options: BrowserContextOptions): Promise<void> {
  const { context } = visitor;
  const page = visitor.page && !visitor.page.isClosed() ? visitor.page : undefined;
  await Promise.all(context.pages().filter((p) => p !== page).map((p) => p.close()));
  await context.clearCookies();
  if (!page) {
    visitor.page = undefined;
    const blank = await context.newPage();
    await clearOrigin(context, blank, origin);
    await blank.close();
    return;
  }
  for (const event of TEST_EVENTS) page.removeAllListeners(event);
  // Session storage belongs to the tab and the origin: cleared from a document of the origin that runs no script of the site.
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await clearOrigin(context, page, origin);
  await page.goto('about:blank');
  if (options.viewport !== null) await page.setViewportSize(options.viewport ?? { width: 1280, height: 720 });
  await page.mouse.move(0, 0);
}

async function clearOrigin(context: BrowserContext, page: Page, origin: string) {
  const session = await context.newCDPSession(page);
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await session.detach();
}

/** A page of the site is interactive only once hydrated (an event before that is lost): `goto` waits for the mark App sets after hydration. */
function waitForHydration(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, opts) => {
    const res = await goto(url, opts);
    // Other documents (files, XML) have no #root and are not waited for.
    if (await page.evaluate(() => document.getElementById('root') !== null).catch(() => false)) {
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    }
    return res;
  };
}

/** The tab's events a test may listen to (Playwright's own bookkeeping listens to none of them). */
const TEST_EVENTS = ['dialog', 'request', 'response', 'requestfinished', 'requestfailed', 'pageerror', 'console', 'load', 'domcontentloaded', 'download', 'popup', 'filechooser', 'framenavigated', 'frameattached', 'framedetached', 'worker', 'crash', 'websocket'] as const;
const CONTEXT_ONLY_ONCE = ['addInitScript', 'route', 'routeFromHAR', 'exposeBinding', 'exposeFunction', 'grantPermissions', 'setGeolocation', 'setOffline', 'setHTTPCredentials'] as const;
const PAGE_ONLY_ONCE = ['addInitScript', 'route', 'routeFromHAR', 'exposeBinding', 'exposeFunction', 'setExtraHTTPHeaders', 'emulateMedia', 'setDefaultTimeout', 'setDefaultNavigationTimeout'] as const;

async function visitorPage(browser: Browser, baseURL: string, options: BrowserContextOptions, cold: boolean): Promise<Page> {
  const headers = { 'x-forwarded-for': visitorAddress(), ...options.extraHTTPHeaders };
  const key = JSON.stringify({ ...options, extraHTTPHeaders: undefined });
  let visitor = cold ? undefined : idle.get(key)?.pop();
  if (visitor) await visitor.context.setExtraHTTPHeaders(headers);
  else {
    const context = await browser.newContext({ baseURL, ...options, extraHTTPHeaders: headers });
    const v: Visitor = { context, reusable: !cold };
    visitor = v;
    taint(v, context, CONTEXT_ONLY_ONCE);
    const close = context.close.bind(context);
    const origin = new URL(baseURL).origin;
    context.close = async (closeOptions) => {
      if (!v.reusable || !browser.isConnected()) return close(closeOptions);
      try {
        await forget(v, origin, options);
      } catch {
        return close(closeOptions);
      }
      idle.set(key, [...(idle.get(key) ?? []), v]);
    };
  }
  if (!visitor.page) {
    visitor.page = await visitor.context.newPage();
    taint(visitor, visitor.page, PAGE_ONLY_ONCE);
    if (options.javaScriptEnabled !== false) waitForHydration(visitor.page);
  }
  return visitor.page;
}

/**
 * The test file's browser (the worker's, above); `newPage` opens a page in a context of its own on the site under
 * test, as a visitor with an address of its own (visitor-address.ts) unless the options name one. Closing the page's
 * context (`page.context().close()`) ends the visitor: the next `newPage` starts with no cookies and no storage.
 * `{ cold: true }` starts with an empty HTTP cache too, for a test that watches which files a first visit loads.
 */
export function useBrowser() {
  const baseURL = inject('baseURL');
  return {
    baseURL,
    newPage: async (options: BrowserContextOptions = {}, { cold = false } = {}): Promise<Page> => visitorPage(await workerBrowser(), baseURL, options, cold),
  };
}
