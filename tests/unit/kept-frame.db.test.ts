// The frame's head and tail kept per language and spliced into pages (src/app/kept-frame.tsx) give the same HTML
// as the page rendered whole, on every route in both languages, with the popover shown and hidden and queries that
// need escaping in the language switch's link: the browser hydrates the spliced page as its own.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { keptFrame } from '../../src/app/kept-frame.tsx';
import { routes } from '../../src/app/routes.ts';
import type { Lang } from '../../src/contracts/lang.ts';
import { render } from '../../src/entry-server.tsx';
import { SOCIAL_POPOVER_HIDDEN_PATHS } from '../../src/shell/social-popover.ts';
import { products } from '../../server/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../server/test/databases.ts';
import { FIXED_NOW, testApp } from '../../server/test/app.ts';
import { directSiteData } from '../../server/web/site-data.direct.ts';
import { ShellMemo } from '../../server/web/shell-memo.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
});
afterAll(() => database?.close());

/** Every route's path, with what its page needs to show something rather than its 404. */
async function pagePaths(): Promise<string[]> {
  const [product] = await database.db.select({ n: products.catalogNumber }).from(products).limit(1);
  const query: Record<string, string> = {
    '/product-detail': `?catalogNumber=${product!.n}`,
    '/new-product-detail': `?catalogNumber=${product!.n}`,
    '/search': `?keywords=${encodeURIComponent(product!.n)}`,
    '/rich-detail': '?title=privacy_policy',
  };
  const paths = routes.map((r) => r.path).filter((p) => p !== '*' && !p.includes(':'));
  // Queries the language switch's `next` carries percent-encoded, apostrophe escaped as React escapes it.
  const odd = [`/search?keywords=${encodeURIComponent("IL-6 'human' & <mouse>")}&page=2`, "/product-list?id=11&x=it's", '/information?type=1#top'];
  return [...paths.map((p) => `${p}${query[p] ?? ''}`), ...odd, '/no-such-page'];
}

it('splices the kept head and tail into every page as the page rendered whole would have it', async () => {
  const app = testApp(database.db);
  const shellMemo = new ShellMemo(600_000);
  const data = (lang: Lang) => directSiteData({ db: database.db, now: () => FIXED_NOW, shellMemo }, { lang, region: 'cn' });
  const fetch: typeof globalThis.fetch = async (input, init) => app.fetch(new Request(input, init));
  const paths = await pagePaths();
  // Both states of the popover are among them, so both kept tails are compared.
  expect(paths.some((p) => SOCIAL_POPOVER_HIDDEN_PATHS.includes(p.split('?')[0]!))).toBe(true);
  let compared = 0;
  let pagePreloads = 0;
  for (const prefix of ['', '/cn']) {
    for (const path of paths) {
      const url = `${prefix}${path}`;
      const req = { url, origin: 'https://shop.example', hosts: {}, fetch, data };
      const whole = await render({ ...req, wholeFrame: true });
      if (whole.redirect) continue;
      const spliced = await render(req);
      expect(spliced.body, url).toBe(whole.body);
      expect(whole.body, url).toContain('class="site-footer"');
      expect(whole.body, url).toContain('class="site-header"');
      // A page with eager images of its own: React put their preload links after the head's (the logo's).
      if (/^<link rel="preload" as="image" href="\/images\/logo.svg"\/><link rel="preload"/.test(whole.body)) pagePreloads++;
      compared++;
    }
    // The pages were spliced, not rendered whole: the language's head and both its tails are kept.
    const lang: Lang = prefix ? 'zh' : 'en';
    const site = { lang, shell: await data(lang).shell(), hosts: {} } as Parameters<typeof keptFrame>[0];
    for (const path of ['/', '/product-detail']) {
      expect(keptFrame(site, path).tail, `${lang} ${path}`).toContain('class="site-footer"');
      expect(keptFrame(site, path).head, `${lang} ${path}`).toContain('class="site-header"');
    }
  }
  expect(compared).toBeGreaterThan(80);
  expect(pagePreloads).toBeGreaterThan(0);
});
