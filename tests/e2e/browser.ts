import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { visitorAddress } from './visitor-address.ts';

/** Debian's Chromium with the flags these machines need (no sandbox as root, no background network). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/**
 * One browser per test file; `newPage` opens an isolated context on the site under test, as a visitor with
 * an address of its own (visitor-address.ts) unless the options name one.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const baseURL = inject('baseURL');
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseURL,
    async newPage(options: BrowserContextOptions = {}) {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({ baseURL, ...options, extraHTTPHeaders: { 'x-forwarded-for': visitorAddress(), ...options.extraHTTPHeaders } });
      const page = await context.newPage();
      // A page of the site is interactive only once hydrated (an event before that is lost): goto waits
      // for the mark App sets after hydration. Other documents (files, XML) have no #root and are not waited for, nor are pages without JavaScript.
      const goto = page.goto.bind(page);
      if (options.javaScriptEnabled === false) return page;
      page.goto = async (url, opts) => {
        const res = await goto(url, opts);
        if (await page.evaluate(() => document.getElementById('root') !== null).catch(() => false)) {
          await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
        }
        return res;
      };
      return page;
    },
  };
}
