import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

const { newPage } = useBrowser();

describe('content pages', () => {
  it('shows the citation facts in both languages', async () => {
    const page = await newPage();
    await page.goto('/literature');
    expect(await page.textContent('[data-testid=citation-facts]')).toBe('1,500 citations · highest impact factor 54.94 · average 6.03');
    await page.goto('/cn/literature');
    expect(await page.textContent('[data-testid=citation-facts]')).toContain('54.94');
    await page.context().close();
  });

  it('filters authorised distributors by province through the URL', async () => {
    const page = await newPage();
    await page.goto('/contact?type=authorized');
    const all = await page.locator('[data-testid=distributors] > li').count();
    expect(all).toBeGreaterThan(1);
    const area = await page.locator('#area-filter option').nth(1).getAttribute('value');
    await page.selectOption('#area-filter', area!);
    await page.waitForURL((u) => u.searchParams.get('areaId') === area);
    await expect.poll(() => page.locator('[data-testid=distributors] > li').count()).toBeLessThan(all);
    await page.context().close();
  });

  it('opens news and events, a rich text and the recruitment site in a new tab', async () => {
    const page = await newPage();
    await page.goto('/information?activeIndex=1');
    const href = await page.locator('[data-testid=article-list] a').first().getAttribute('href');
    expect(href).toMatch(/^\/meeting-detail\?id=\d+$/);
    await page.goto(href!);
    await expect.poll(() => page.locator('[data-testid=article-title]').isVisible()).toBe(true);
    await page.goto('/cn/rich-detail?title=terms_conditions');
    expect(await page.textContent('h1')).toBe('条款和条件');
    expect(await page.locator('[data-testid=rich-html] script').count()).toBe(0);
    await page.goto('/recruitment');
    const join = page.locator('[data-testid=join-us]');
    expect(await join.getAttribute('target')).toBe('_blank');
    expect(await join.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await page.locator('[data-testid=post]').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('serves robots.txt and a sitemap with products in both languages', async () => {
    const page = await newPage();
    const robots = await page.request.get('/robots.txt');
    expect(await robots.text()).toContain('Sitemap:');
    const xml = await (await page.request.get('/sitemap.xml')).text();
    expect(xml).toContain('/product-detail?catalogNumber=CYT-H0201</loc>');
    expect(xml).toContain('/cn/product-detail?catalogNumber=CYT-H0201</loc>');
    await page.context().close();
  });
});
