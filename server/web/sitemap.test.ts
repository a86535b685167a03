import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap.ts';

const tree = [{ id: 1, name: 'P', kind: 'product', url: null, visible: true, children: [{ id: 11, name: 'C', kind: 'product', url: null, visible: true, children: [] }] }];
const fake = async (path: string) => {
  if (path.startsWith('/tree_structure')) return tree;
  if (path.startsWith('/product')) return { list: [{ catalogNumber: 'CYT-H0201', isNew: false }], total: 1 };
  return { list: [{ id: 5, kind: 'news' }, { id: 6, kind: 'event' }], total: 2 };
};

describe('sitemap', () => {
  it('lists static pages, categories, products and articles once each', async () => {
    const paths = await sitemapPaths(fake);
    expect(paths).toEqual(expect.arrayContaining(['/products', '/product-list?id=11', '/product-detail?catalogNumber=CYT-H0201', '/article?id=5', '/meeting-detail?id=6']));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('writes every page in both languages with hreflang alternates, escaped', () => {
    const xml = sitemapXml(['/product-list?id=11&page=2'], 'https://shop.test', {});
    expect(xml).toContain('<loc>https://shop.test/product-list?id=11&amp;page=2</loc>');
    expect(xml).toContain('<loc>https://shop.test/cn/product-list?id=11&amp;page=2</loc>');
    expect(xml.match(/hreflang="zh-Hans"/g)).toHaveLength(2);
  });

  it('robots.txt points to the sitemap and keeps personal pages out', () => {
    const txt = robotsTxt('https://shop.test');
    expect(txt).toContain('Sitemap: https://shop.test/sitemap.xml');
    expect(txt).toContain('Disallow: /cart');
  });
});
