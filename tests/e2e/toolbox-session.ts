import type { BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * A toolbox page as a logged-in user sees it (full results, exports): the run's customer (logged in once by
 * tests/e2e/global-setup.ts) stored in the tab's local storage as the login form stores it (jti, expiration,
 * username), set from a document of the site's origin that runs no script of the site, so the first page of the
 * test already starts logged in. No toolbox test logs out: the run's customer stays logged in for the others.
 */
export async function toolboxSession(newPage: (options?: BrowserContextOptions) => Promise<Page>, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await newPage({ acceptDownloads: true, ...options });
  const customer = inject('runCustomer');
  await page.goto('/robots.txt');
  await page.evaluate(
    ({ token, expiration, username }) => {
      localStorage.setItem('jti', token);
      localStorage.setItem('expiration', expiration);
      localStorage.setItem('username', username);
    },
    { token: customer.token, expiration: customer.expiration, username: customer.email },
  );
  return page;
}
