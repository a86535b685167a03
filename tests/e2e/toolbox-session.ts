import type { BrowserContextOptions, Page } from 'playwright-core';

/**
 * A toolbox page as a logged-in user sees it (full results, exports), without an account: the login contract
 * the toolbox relies on (jti, expiration, username in localStorage) is set, and the shell's check of a stored
 * token (GET /users/info, the accounts' work, not the toolbox's) is answered as for a live session.
 */
export async function toolboxSession(newPage: (options?: BrowserContextOptions) => Promise<Page>, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await newPage({ acceptDownloads: true, ...options });
  await page.context().addInitScript(() => {
    localStorage.setItem('jti', 'e2e-token');
    localStorage.setItem('expiration', '-1');
    localStorage.setItem('username', 'e2e-user');
  });
  await page.context().route(/\/api\/v1\/users\/info(\/\d+)?$/, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 'E0001', msg: 'ok', data: { id: 1, account: 'e2e-user' } }) }),
  );
  return page;
}
