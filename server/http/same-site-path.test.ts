import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path.ts';

describe('sameSitePath', () => {
  it('keeps same-site paths with their query', () => {
    expect(sameSitePath('/products?id=3')).toBe('/products?id=3');
    expect(sameSitePath('/cn/a/../products')).toBe('/cn/products');
  });
  it('collapses what would become another host', () => {
    expect(sameSitePath('/.//evil.com')).toBe('/evil.com');
    expect(sameSitePath('/a/..//evil.com')).toBe('/evil.com');
    expect(sameSitePath('/cn//evil.com')).toBe('/cn/evil.com');
  });
  it('refuses absolute and protocol-relative addresses, backslashes and control characters', () => {
    for (const raw of ['//evil.com', 'https://evil.com', '/\\evil.com', '\\\\evil.com', '/\tx', '', 'javascript:alert(1)']) expect(sameSitePath(raw), raw).toBeNull();
  });
});
