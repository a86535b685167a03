import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMenuTimer } from './menu-timing.ts';

describe('hover menu timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes 300 ms after leaving, not before', () => {
    const seen: (string | null)[] = [];
    const m = createMenuTimer((v) => seen.push(v));
    m.enter('products');
    m.leave();
    vi.advanceTimersByTime(299);
    expect(seen).toEqual(['products']);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['products', null]);
  });

  it('stays open when the pointer moves from the item into its panel', () => {
    const seen: (string | null)[] = [];
    const m = createMenuTimer((v) => seen.push(v));
    m.enter('products');
    m.leave(); // leaves the item...
    vi.advanceTimersByTime(100);
    m.enter('products'); // ...and enters the panel
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual(['products', 'products']);
  });
});
