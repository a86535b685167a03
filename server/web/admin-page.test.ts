import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { adminPage, isAdminPath } from './admin-page.ts';

describe('the back-office page', () => {
  it('answers /admin and /cn/admin and the paths below them, nothing else', () => {
    for (const p of ['/admin', '/admin/', '/admin/audit', '/cn/admin', '/cn/admin/staff']) expect(isAdminPath(p)).toBe(true);
    for (const p of ['/', '/administrator', '/cn', '/cn/administration', '/products/admin', '/api/v1/admin/me']) expect(isAdminPath(p)).toBe(false);
  });

  it('is never stored nor indexed, and names the language of its path', async () => {
    const app = new Hono().get('*', (c) => adminPage(c, async () => '<html lang="en"><body>x</body></html>'));
    const zh = await app.request('/cn/admin/audit');
    expect(zh.status).toBe(200);
    expect(zh.headers.get('cache-control')).toBe('no-store');
    expect(zh.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await zh.text()).toContain('<html lang="zh-CN">');
    expect(await (await app.request('/admin')).text()).toContain('<html lang="en">');
  });
});
