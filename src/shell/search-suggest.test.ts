import { describe, expect, it } from 'vitest';
import { nextActive } from './SearchSuggest.tsx';

describe('search suggestion keys', () => {
  it('moves down and up through the rows and wraps round both ends', () => {
    expect(nextActive(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextActive(2, 'ArrowDown', 3)).toBe(0);
    expect(nextActive(0, 'ArrowUp', 3)).toBe(2);
    expect(nextActive(-1, 'ArrowUp', 3)).toBe(2);
    expect(nextActive(1, 'ArrowUp', 3)).toBe(0);
    expect(nextActive(0, 'ArrowDown', 0)).toBe(-1);
  });
});
