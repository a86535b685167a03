import { describe, expect, it } from 'vitest';
import { showsSocialPopover } from './social-popover.ts';

describe('social popover route rule', () => {
  it('is hidden on product detail, rich detail, about us and contact, in both languages', () => {
    for (const path of ['/product-detail', '/rich-detail', '/about-us', '/contact']) {
      expect(showsSocialPopover(path)).toBe(false);
      expect(showsSocialPopover(`/cn${path}`)).toBe(false);
      expect(showsSocialPopover(`${path}/`)).toBe(false);
    }
    expect(showsSocialPopover('/product-detail?catalogNumber=CYT-H0201')).toBe(false);
    expect(showsSocialPopover('/contact?type=authorized')).toBe(false);
  });

  it('shows everywhere else, including pages whose names only start like a hidden one', () => {
    for (const path of ['/', '/cn', '/cn/', '/products', '/new-product-detail', '/about-us-team', '/contacts', '/cn/cart', '/search?keywords=contact']) {
      expect(showsSocialPopover(path)).toBe(true);
    }
  });
});
