import { describe, expect, it } from 'vitest';
import { readSearchParams, searchHref, withFilter } from './search-params.ts';

describe('search page URL', () => {
  it('reads keywords, tab, page and filters with safe defaults', () => {
    const p = readSearchParams(new URLSearchParams('keywords=%20IL-2%20&tab=bogus&page=-3&species=human&target='));
    expect(p).toEqual({ keywords: 'IL-2', tab: 'product', page: 1, sort: 'relevance', filters: { species: 'human' } });
  });

  it('reads the sort from the URL (an order not offered falls back to relevance) and writes it back', () => {
    expect(readSearchParams(new URLSearchParams('keywords=il&sort=price')).sort).toBe('price');
    expect(readSearchParams(new URLSearchParams('keywords=il&sort=catalogue')).sort).toBe('relevance');
    const p = readSearchParams(new URLSearchParams('keywords=il&sort=newest'));
    expect(searchHref(p)).toBe('/search?keywords=il&sort=newest');
    expect(searchHref({ ...p, sort: 'relevance' })).toBe('/search?keywords=il');
  });

  it('writes combinable filters back to the URL and restarts at page 1', () => {
    const p = readSearchParams(new URLSearchParams('keywords=il&page=3&species=human'));
    const next = withFilter(p, 'proteinTag', 'his');
    expect(searchHref(next)).toBe('/search?keywords=il&proteinTag=his&species=human');
    expect(readSearchParams(new URLSearchParams(searchHref(next).split('?')[1])).filters).toEqual({ species: 'human', proteinTag: 'his' });
    expect(searchHref(withFilter(next, 'species', ''))).toBe('/search?keywords=il&proteinTag=his');
  });
});
