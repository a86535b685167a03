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

  it('shows authorised distributors as a directory under 3,000 px at 1440, filtered by province through the URL and by search', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto('/contact?type=authorized');
    const cards = page.locator('[data-testid=distributors] > li');
    expect(await cards.count()).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(3000);
    // The first cards, then every one at a click; the count states them all from the start.
    const stated = Number((await page.textContent('[data-testid=distributor-count]'))!.match(/\d+/)![0]);
    if ((await cards.count()) < stated) await page.click('[data-testid=distributors-all]');
    const all = await cards.count();
    expect(all).toBe(stated);
    // Each card has its contact and a plain link to a map search of its address.
    expect(await cards.first().locator('a[href^="tel:"]').count()).toBe(1);
    expect(await cards.first().locator('[data-testid=distributor-map]').getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=./);
    const name = (await cards.first().locator('h2').textContent())!;
    await page.fill('[data-testid=distributor-search]', name);
    await expect.poll(() => cards.count()).toBeLessThan(all);
    expect(await cards.first().locator('h2').textContent()).toBe(name);
    await page.fill('[data-testid=distributor-search]', '');
    const area = await page.locator('#area-filter option').nth(1).getAttribute('value');
    await page.selectOption('#area-filter', area!);
    await page.waitForURL((u) => u.searchParams.get('areaId') === area);
    await expect.poll(() => cards.count()).toBeLessThan(all);
    await page.context().close();
  });

  it("opens the enquiry dialog from a service's button with the service filled in (中文, 390 px)", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/cn/service');
    const service = page.locator('[data-testid=service-item]').first();
    const title = (await service.locator('h2').textContent())!;
    const summary = (await service.locator('p').first().textContent())!;
    // The summary once per card.
    expect(await service.evaluate((el, text) => el.textContent!.split(text).length - 1, summary)).toBe(1);
    await service.locator('[data-testid=service-enquire]').click();
    await page.waitForSelector('[data-testid=enquiry-dialog][open]');
    expect(await page.locator('[data-testid=enquiry-subject]').textContent()).toBe(title);
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

describe('company pages', () => {
  it('lists the headquarters and the offices on /about-us in both languages', async () => {
    const page = await newPage();
    await page.goto('/about-us');
    expect(await page.textContent('[data-testid=headquarters]')).toContain('66 Qiming Road');
    const offices = page.locator('[data-testid=offices] article');
    expect(await offices.count()).toBe(5);
    expect(await offices.nth(1).textContent()).toContain('Beijing');
    await page.goto('/cn/about-us');
    expect(await page.textContent('[data-testid=offices]')).toContain('北京市海淀区');
    await page.context().close();
  });

  it('switches the investor relations tabs through activeIndex', async () => {
    const page = await newPage();
    await page.goto('/investors');
    expect(await page.locator('[data-testid=article-list] li').count()).toBeGreaterThan(0);
    await page.click('[data-testid=investors-tab-1]');
    await page.waitForURL((u) => u.searchParams.get('activeIndex') === '1');
    expect(await page.textContent('[data-testid=governance]')).toContain('Articles of Association');
    await page.click('[data-testid=investors-tab-2]');
    await page.waitForURL((u) => u.searchParams.get('activeIndex') === '2');
    expect(await page.textContent('[data-testid=investor-contact]')).toContain('ir@example.com');
    expect(await page.locator('[data-testid=investors-tab-2]').getAttribute('aria-current')).toBe('page');
    await page.goto('/cn/investors?activeIndex=2');
    expect(await page.textContent('[data-testid=investor-contact]')).toContain('董事会办公室');
    await page.context().close();
  });
});
