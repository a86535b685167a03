import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

const { baseURL, newPage } = useBrowser();

describe('catalogue browsing in English', () => {
  it('goes from the category overview to a list, expands the side menu and opens a product with tabs', async () => {
    const page = await newPage({ viewport: { width: 1400, height: 900 } });
    const res = await page.goto('/products');
    expect(res?.status()).toBe(200);
    await page.locator('[data-testid=product-areas] h2 a', { hasText: 'Cytokines' }).click();
    await page.waitForURL('**/product-list?id=11');
    await expect.poll(() => page.locator('#list-heading').textContent()).toBe('Cytokines');
    // The current area is open; expanding Interleukins then Chemokines closes Interleukins (siblings collapse).
    const menu = page.locator('[data-testid=side-menu]');
    await page.click('[data-testid=expand-18]');
    expect(await page.getAttribute('[data-testid=expand-18]', 'aria-expanded')).toBe('true');
    await page.click('[data-testid=expand-21]');
    expect(await page.getAttribute('[data-testid=expand-21]', 'aria-expanded')).toBe('true');
    expect(await page.getAttribute('[data-testid=expand-18]', 'aria-expanded')).toBe('false');
    // 3.5 rem per visible row in English: the menu grows with its rows.
    const minHeight = await menu.evaluate((el) => (el as HTMLElement).style.minHeight);
    expect(minHeight).toMatch(/^\d+(\.5)?rem$/);
    await page.locator('[data-testid=product-table] .entry-name a').first().click();
    await page.waitForURL('**/product-detail?catalogNumber=*');
    await expect.poll(() => page.locator('[data-testid=product-name]').isVisible()).toBe(true);
    // A visitor is sent to the login page, which brings them back to this product.
    expect(await page.locator('[data-testid=add-to-cart]').getAttribute('href')).toMatch(/^\/login\?redirect=%2Fproduct-detail%3FcatalogNumber%3D/);
    expect(await page.locator('[data-testid=enquire]').isVisible()).toBe(true);
    await page.click('[role=tab]#tab-citations');
    expect(await page.getAttribute('#tab-citations', 'aria-selected')).toBe('true');
    await expect.poll(() => page.locator('[data-testid=panel-citations]').isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await page.getAttribute('#tab-troubleshooting', 'aria-selected')).toBe('true');
    // Breadcrumbs from the visit history: the list page we came from is in the trail.
    await expect.poll(() => page.locator('[data-testid=history-breadcrumbs]').textContent()).toContain('Cytokines');
    await page.context().close();
  });

  it('shows IL-2 with JSON-LD and lists new products of a New Products menu node', async () => {
    const page = await newPage();
    await page.goto('/product-detail?catalogNumber=CYT-H0201');
    expect(await page.locator('[data-testid=product-name]').textContent()).toBe('Recombinant Human IL-2 Protein');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd['@type']).toBe('Product');
    // No photo on file: the picture is the representative gel drawn from the product's masses, an absolute address.
    expect(jsonLd.image).toEqual([expect.stringMatching(/^https?:\/\/[^/]+\/api\/v1\/product\/CYT-H0201\/figure\.png$/)]);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(jsonLd.image[0]);
    const picture = await page.request.get(jsonLd.image[0]);
    expect(picture.headers()['content-type']).toBe('image/png');
    await page.goto('/new-product-list?id=71');
    expect(Number((await page.locator('[data-testid=product-total]').textContent())?.match(/\d+/)?.[0])).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('catalogue and search in Chinese', () => {
  it('browses a category to a product and switches tabs', async () => {
    const page = await newPage();
    await page.goto('/cn/product-list?id=11');
    expect(await page.locator('#list-heading').textContent()).toBe('细胞因子');
    await page.locator('[data-testid=product-table] .entry-name a').first().click();
    await page.waitForURL('**/cn/product-detail?catalogNumber=*');
    await page.click('#tab-related');
    expect(await page.textContent('#tab-related')).toBe('相关产品');
    expect(await page.getAttribute('#tab-related', 'aria-selected')).toBe('true');
    await page.context().close();
  });

  it('searches a Chinese keyword, shows tab counts and narrows with a filter reflected in the URL', async () => {
    const page = await newPage();
    await page.goto(`/cn/search?keywords=${encodeURIComponent('白介素')}`);
    const productTab = page.locator('[data-testid=search-tab-product]');
    expect(await productTab.textContent()).toMatch(/产品信息 \(\d+\)/);
    const before = Number((await productTab.textContent())!.match(/\((\d+)\)/)![1]);
    expect(before).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=search-results] [data-testid=product-entry]').first().textContent()).toContain('白介素');
    const species = page.locator('#filter-species');
    const value = await species.locator('option').nth(1).getAttribute('value');
    await species.selectOption(value!);
    await page.waitForURL((u) => u.searchParams.get('species') === value);
    await expect.poll(async () => Number((await productTab.textContent())!.match(/\((\d+)\)/)![1])).toBeLessThanOrEqual(before);
    await page.click('[data-testid=search-tab-content]');
    await page.waitForURL((u) => u.searchParams.get('tab') === 'content');
    await page.context().close();
  });

  it('sends a search that finds nothing to the not-found page with its form area', async () => {
    const page = await newPage();
    await page.goto('/search?keywords=qqzzxx-nothing');
    await page.waitForURL('**/search-not-found?keywords=qqzzxx-nothing');
    expect(await page.locator('[data-testid=suggest-form-area]').isVisible()).toBe(true);
    await page.goto('/cn/search-not-found');
    expect(await page.locator('h1').textContent()).toBe('未找到相关结果');
    await page.context().close();
    // The server itself answers the redirect, in the page's language (no page is rendered first).
    const zh = await fetch(`${baseURL}/cn/search?keywords=${encodeURIComponent('无此产品xyz')}`, { redirect: 'manual' });
    expect(zh.status).toBe(302);
    expect(zh.headers.get('location')).toBe(`/cn/search-not-found?keywords=${encodeURIComponent('无此产品xyz')}`);
    const empty = await fetch(`${baseURL}/search`, { redirect: 'manual' });
    expect(empty.headers.get('location')).toBe('/search-not-found?keywords=');
  });
});

describe('header search and visitor analytics', () => {
  it('shows the search box at the top and after scrolling (sticky header), with 5 hot keywords beneath', async () => {
    const page = await newPage({ viewport: { width: 1400, height: 700 } });
    const channel = page.waitForRequest((r) => r.url().endsWith('/api/v1/channel_analyse') && r.method() === 'POST');
    const firstShow = page.waitForRequest((r) => r.url().endsWith('/api/v1/detail') && (r.postData() ?? '').includes('first_show'));
    await page.goto('/');
    const body = JSON.parse((await channel).postData()!);
    expect(body).toMatchObject({ userType: 'external', source: 'direct' });
    expect(JSON.parse((await firstShow).postData()!).sessionStorageId).toBe(body.sessionStorageId);
    const input = page.locator('[data-testid=header-search] input[type=search]');
    const inView = async () => {
      const box = await input.boundingBox();
      return (await input.isVisible()) && box !== null && box.y >= 0 && box.y + box.height <= 700;
    };
    expect(await inView()).toBe(true);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect(await inView()).toBe(true);
    await expect.poll(() => page.locator('[data-testid=hot-keywords] li').count()).toBe(5);
    const hot = page.locator('[data-testid=hot-keywords] a').first();
    expect(await hot.getAttribute('href')).toMatch(/^\/search\?keywords=/);
    await hot.click();
    await page.waitForURL('**/search?keywords=*');
    await page.context().close();
  });
});
