import { describe, expect, it } from 'vitest';
import { wrapIndex } from './BannerCarousel.tsx';

describe('banner carousel index', () => {
  it('wraps past the last banner to the first and before the first to the last', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
