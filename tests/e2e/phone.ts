import type { BrowserContextOptions, Page } from 'playwright-core';

/** A phone as the layout tests use it: 390x844, touch, mobile viewport. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** Opens `path` on a phone and waits until the client has switched the navigation to its phone form (no hover pop-ups). */
export async function phonePage(newPage: (options?: BrowserContextOptions) => Promise<Page>, path: string): Promise<Page> {
  const page = await newPage(PHONE);
  await page.goto(path);
  await page.waitForFunction(() => document.querySelector('[data-testid=nav-products] > a')?.getAttribute('aria-haspopup') === null);
  return page;
}
