import { describe, expect, it } from 'vitest';
import { MAX_RECORDS, recordLeave, trailFor, truncateAfter, type VisitRecord } from './history.state.ts';

const r = (path: string, title = path): VisitRecord => ({ path, title });

describe('route-leave history', () => {
  it('records each page left, in order', () => {
    let h: VisitRecord[] = [];
    h = recordLeave(h, r('/products'));
    h = recordLeave(h, r('/product-list?id=11'));
    expect(h.map((x) => x.path)).toEqual(['/products', '/product-list?id=11']);
  });

  it('never records /login and /registered', () => {
    const h = recordLeave(recordLeave([r('/products')], r('/login')), r('/registered?from=x'));
    expect(h.map((x) => x.path)).toEqual(['/products']);
  });

  it('leaving a page already recorded truncates the history after it', () => {
    const h = [r('/products'), r('/product-list?id=11'), r('/product-detail?catalogNumber=CYT-H0201')];
    expect(recordLeave(h, r('/products', 'Products 2')).map((x) => x.title)).toEqual(['Products 2']);
  });

  it('removing a record truncates after its path; an unknown path changes nothing', () => {
    const h = [r('/a'), r('/b'), r('/c')];
    expect(truncateAfter(h, '/b').map((x) => x.path)).toEqual(['/a', '/b']);
    expect(truncateAfter(h, '/zzz')).toEqual(h);
  });

  it('keeps the last records only and shows the trail before the current page', () => {
    let h: VisitRecord[] = [];
    for (let i = 0; i < MAX_RECORDS + 3; i++) h = recordLeave(h, r(`/p${i}`));
    expect(h).toHaveLength(MAX_RECORDS);
    expect(h[0]!.path).toBe('/p3');
    expect(trailFor([r('/'), r('/a'), r('/b'), r('/c')], '/b').map((x) => x.path)).toEqual(['/a']);
    expect(trailFor([r('/a'), r('/b')], '/x').map((x) => x.path)).toEqual(['/a', '/b']);
  });

  it('never repeats the current page or a title next to itself ("My cart › My cart")', () => {
    const cart = { path: '/cart', title: 'My cart' };
    const cartPage2 = { path: '/cart?page=2', title: 'My cart' };
    const product = { path: '/product-detail?catalogNumber=A', title: 'Product A' };
    expect(trailFor([product, cart], '/cart?from=login', 'My cart')).toEqual([product]);
    expect(trailFor([cart, cartPage2, product], '/checkout', 'Check out')).toEqual([cart, product]);
  });
});
