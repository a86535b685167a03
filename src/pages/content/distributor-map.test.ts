import { describe, expect, it } from 'vitest';
import { distributorMatches, mapSearchUrl } from './distributor-map.ts';

describe('distributor directory', () => {
  it('links an address to a map search, escaped', () => {
    expect(mapSearchUrl('en', '88 Keyuan Rd, Shanghai')).toBe('https://www.openstreetmap.org/search?query=88%20Keyuan%20Rd%2C%20Shanghai');
    expect(mapSearchUrl('zh', '上海市 科苑路88号')).toBe(`https://map.baidu.com/search/${encodeURIComponent('上海市 科苑路88号')}`);
  });

  it('matches every typed word anywhere in the card, case aside', () => {
    const fields = ['Shanghai BioLink Co.', 'Li Wei', 'Shanghai', '88 Keyuan Rd'];
    expect(distributorMatches('biolink keyuan', fields)).toBe(true);
    expect(distributorMatches('  ', fields)).toBe(true);
    expect(distributorMatches('biolink beijing', fields)).toBe(false);
  });
});
