import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

const { baseURL, newPage } = useBrowser();

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseURL}/api/v1${path}`);
  return ((await res.json()) as { data: T }).data;
}

describe('home in both languages', () => {
  it('renders the English home with the seven menu items and English lang', async () => {
    const page = await newPage({ locale: 'en-US' });
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const items = page.locator('.main-nav-items > li > a');
    await expect.poll(() => items.allTextContents()).toEqual(['Home', 'Products', 'Services', 'Resources & Support', 'News & Activities', 'About Us', 'Investors']);
    expect(await page.locator('[data-testid=popular-products] li').count()).toBeGreaterThan(0);
    expect(await page.locator('link[hreflang="zh-Hans"]').getAttribute('href')).toMatch(/\/cn$/);
    expect(await page.locator('[data-testid=stock]').count()).toBe(0);
    await page.context().close();
  });

  it('renders the Chinese home at /cn with the stock code and zh-Hans lang', async () => {
    const page = await newPage();
    await page.goto('/cn');
    expect(await page.getAttribute('html', 'lang')).toBe('zh-Hans');
    expect(await page.locator('.main-nav-items > li > a').first().textContent()).toBe('首页');
    await expect.poll(() => page.locator('[data-testid=stock]').textContent()).toMatch(/\d{6}/);
    // The contact email differs per language.
    const zhMail = await page.locator('[data-testid=contact-email]').textContent();
    const enPage = await newPage();
    await enPage.goto('/');
    expect(await enPage.locator('[data-testid=contact-email]').textContent()).not.toBe(zhMail);
    await page.context().close();
    await enPage.context().close();
  });

  it('sends a Chinese browser from / to /cn when no language was chosen', async () => {
    const page = await newPage({ locale: 'zh-CN', extraHTTPHeaders: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/cn');
    await page.context().close();
  });
});

describe('hover menu', () => {
  it('opens on hover and closes about 300 ms after the pointer leaves', async () => {
    const page = await newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto('/');
    await page.hover('[data-testid=nav-products] > a');
    const panel = page.locator('[data-testid=menu-products]');
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.locator('a').count()).toBeGreaterThan(6);
    // Moving into the panel keeps it open.
    await panel.locator('a').first().hover();
    await page.waitForTimeout(400);
    expect(await panel.isVisible()).toBe(true);
    await page.mouse.move(5, 700);
    await page.waitForTimeout(100);
    expect(await panel.isVisible()).toBe(true); // not yet: the delay is 300 ms
    await expect.poll(() => panel.isVisible(), { timeout: 2000 }).toBe(false);
    await page.context().close();
  });
});

describe('language switch', () => {
  it('keeps the path and query and remembers the choice in a cookie', async () => {
    const page = await newPage();
    await page.goto('/product-list?id=12&page=2');
    await page.click('[data-testid=lang-switch]');
    await page.waitForURL('**/cn/product-list?id=12&page=2');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('zh');
    // 365 days, give or take the test's own duration.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    await page.click('[data-testid=lang-switch]');
    await page.waitForURL((u) => u.pathname === '/product-list' && u.search === '?id=12&page=2');
    await page.context().close();
  });

  it('goes to the other language home from /rich-detail', async () => {
    const page = await newPage();
    await page.goto('/rich-detail?title=privacy_policy');
    await page.click('[data-testid=lang-switch]');
    await page.waitForURL((u) => u.pathname === '/cn' && u.search === '');
    await page.context().close();
  });
});

describe('404 page', () => {
  it('answers 404 with the spec text, in both languages', async () => {
    const page = await newPage();
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('This page could not be found');
    expect(await page.locator('[data-testid=not-found] a').getAttribute('href')).toBe('/');
    const zh = await page.goto('/cn/no-such-page');
    expect(zh?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('页面不存在');
    await page.context().close();
  });

  it('answers 404 for an unknown catalog number', async () => {
    const res = await fetch(`${baseURL}/product-detail?catalogNumber=NOPE-0000`);
    expect(res.status).toBe(404);
  });
});

describe('server rendering', () => {
  it('puts the product name, title and meta tags in the HTML before any script runs', async () => {
    const [product] = await api<{ catalogNumber: string; name: string }[]>('/popular_product?number=1');
    const page = await newPage({ javaScriptEnabled: false });
    const res = await page.goto(`/product-detail?catalogNumber=${product!.catalogNumber}`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe(product!.name);
    expect(await page.title()).toContain(product!.name);
    expect(await page.locator('meta[name=description]').getAttribute('content')).toBeTruthy();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'Product', sku: product!.catalogNumber });
    await page.context().close();
  });

  it('hydrates without errors and navigates on the client', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/');
    const first = page.locator('[data-testid=popular-products] a').first();
    const name = await first.locator('.card-name').textContent();
    await first.click();
    await page.waitForURL('**/product-detail?catalogNumber=*');
    await expect.poll(() => page.locator('[data-testid=product-name]').textContent()).toBe(name);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows Inquiry instead of prices to a visitor outside China, from the server', async () => {
    const [product] = await api<{ catalogNumber: string }[]>('/popular_product?number=1');
    const page = await newPage({ extraHTTPHeaders: { 'x-forwarded-for': '8.8.8.8' } });
    await page.goto(`/product-detail?catalogNumber=${product!.catalogNumber}`);
    const prices = await page.locator('[data-testid=size-price]').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p === 'Inquiry')).toBe(true);
    expect(await page.content()).not.toContain('¥');
    await page.context().close();
  });
});
