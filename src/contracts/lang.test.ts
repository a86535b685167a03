import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage, localizedPath, splitLangPath } from './lang.ts';

describe('splitLangPath', () => {
  it('reads the /cn prefix as Chinese and keeps the rest of the path', () => {
    expect(splitLangPath('/cn')).toEqual({ lang: 'zh', path: '/' });
    expect(splitLangPath('/cn/')).toEqual({ lang: 'zh', path: '/' });
    expect(splitLangPath('/cn/product-detail')).toEqual({ lang: 'zh', path: '/product-detail' });
    expect(splitLangPath('/products')).toEqual({ lang: 'en', path: '/products' });
  });
  it('does not mistake a path that merely starts with cn', () => {
    expect(splitLangPath('/cnx')).toEqual({ lang: 'en', path: '/cnx' });
  });
});

describe('localizedPath', () => {
  it('round-trips with splitLangPath', () => {
    for (const p of ['/', '/products', '/tool-class/probe-design']) {
      expect(splitLangPath(localizedPath('zh', p))).toEqual({ lang: 'zh', path: p });
      expect(splitLangPath(localizedPath('en', p))).toEqual({ lang: 'en', path: p });
    }
  });
});

describe('langFromAcceptLanguage', () => {
  it('prefers the highest-ranked of zh and en', () => {
    expect(langFromAcceptLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(langFromAcceptLanguage('en-US,en;q=0.9,zh;q=0.8')).toBe('en');
    expect(langFromAcceptLanguage('fr-FR,zh-TW;q=0.5')).toBe('zh');
    expect(langFromAcceptLanguage('en;q=0.3,zh;q=0.7')).toBe('zh');
    expect(langFromAcceptLanguage(undefined)).toBe('en');
    expect(langFromAcceptLanguage('de')).toBe('en');
  });
});
