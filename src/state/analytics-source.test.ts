import { describe, expect, it } from 'vitest';
import { classifySource, newSessionId } from './analytics-source.ts';

describe('traffic source classification', () => {
  const own = 'www.example-bio.com';
  it.each([
    ['https://www.baidu.com/link?url=abc&wd=IL-2', 'baidu', 'www.baidu.com'],
    ['https://m.baidu.com/s?word=x', 'baidu', 'm.baidu.com'],
    ['https://www.google.com.hk/', 'google', 'www.google.com.hk'],
    ['https://cn.bing.com/search?q=x', 'bing', 'cn.bing.com'],
    ['https://www.sogou.com/web?query=x', 'sogou', 'www.sogou.com'],
    ['https://www.so.com/s?q=x', '360', 'www.so.com'],
    ['https://m.sm.cn/s?q=x', 'shenma', 'm.sm.cn'],
    ['https://pubmed.ncbi.nlm.nih.gov/123', 'other', 'pubmed.ncbi.nlm.nih.gov'],
  ])('%s is %s', (referrer, source, sourceValue) => {
    expect(classifySource(referrer, own)).toEqual({ source, sourceValue });
  });

  it('is direct without a referrer, from this site, or for garbage', () => {
    expect(classifySource('', own).source).toBe('direct');
    expect(classifySource('https://www.example-bio.com/products', own).source).toBe('direct');
    expect(classifySource('not a url', own).source).toBe('direct');
  });

  it('does not mistake look-alike hosts for engines', () => {
    expect(classifySource('https://notbaidu.com.evil.org/', own).source).toBe('other');
  });

  it('makes session ids the server accepts', () => {
    const id = newSessionId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(newSessionId()).not.toBe(id);
  });
});
