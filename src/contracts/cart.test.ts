import { describe, expect, it } from 'vitest';
import { cartTotals, lineSubtotal } from './cart.ts';
import { parsePrice } from './price.ts';

// Drop the first character (currency symbol), read the number; a line total is count × unit;
// any inquiry makes the total inquiry; an empty cart gives 0 and 0.
describe('price parsing and cart totals', () => {
  it('reads the number after the currency symbol', () => {
    expect(parsePrice('¥1280.00')).toBe(1280);
    expect(parsePrice('$9.5')).toBe(9.5);
    expect(parsePrice('inquiry')).toBeNull();
    expect(parsePrice('¥abc')).toBeNull();
  });
  it('multiplies count by unit price, in cents', () => {
    expect(lineSubtotal('¥0.10', 3)).toBe('¥0.30');
    expect(lineSubtotal('¥1280.00', 2)).toBe('¥2560.00');
    expect(lineSubtotal('inquiry', 2)).toBe('inquiry');
  });
  it('sums counts and prices; one inquiry makes the price total inquiry', () => {
    expect(cartTotals([])).toEqual({ total: 0, priceTotal: 0 });
    expect(cartTotals([{ price: '¥0.10', count: 1 }, { price: '¥0.20', count: 1 }])).toEqual({ total: 2, priceTotal: 0.3 });
    expect(cartTotals([{ price: '¥100.00', count: 2 }, { price: 'inquiry', count: 1 }])).toEqual({ total: 3, priceTotal: 'inquiry' });
  });
});
