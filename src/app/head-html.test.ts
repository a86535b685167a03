import { describe, expect, it } from 'vitest';
import { headHtml } from './head-html.ts';

const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1]!);
const opts = { pathWithQuery: '/product-detail?catalogNumber=CYT-H0201', origin: 'http://localhost:3000', indexable: true };

describe('page head: pictures made absolute for og:image and the JSON-LD', () => {
  const head = { title: 'IL-2', jsonLd: { '@type': 'Product', name: 'IL-2' }, images: ['/api/v1/images/a.png', '/api/v1/images/b.jpg'] };

  it('puts every picture in the JSON-LD and the main one in og:image, on the language host', () => {
    const en = headHtml(head, { ...opts, lang: 'en', hosts: { en: 'https://www.example.com', cn: 'https://www.example.cn/' } });
    expect(jsonLdOf(en).image).toEqual(['https://www.example.com/api/v1/images/a.png', 'https://www.example.com/api/v1/images/b.jpg']);
    expect(en).toContain('<meta property="og:image" content="https://www.example.com/api/v1/images/a.png">');
    const zh = headHtml(head, { ...opts, lang: 'zh', hosts: { en: 'https://www.example.com', cn: 'https://www.example.cn/' } });
    expect(jsonLdOf(zh).image[0]).toBe('https://www.example.cn/api/v1/images/a.png');
    expect(headHtml(head, { ...opts, lang: 'en', hosts: {} })).toContain('content="http://localhost:3000/api/v1/images/a.png"');
  });

  it('leaves the JSON-LD without `image` and writes no og:image when the page has no picture', () => {
    const html = headHtml({ ...head, images: [] }, { ...opts, lang: 'en', hosts: {} });
    expect(jsonLdOf(html)).toEqual({ '@type': 'Product', name: 'IL-2' });
    expect(html).not.toContain('og:image');
  });
});
