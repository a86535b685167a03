import { and, count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema/index.ts';
import type { CachedBody } from '../../http/cached-body.ts';
import { Memo } from '../../http/memo.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, expectRefused, type AdminKit } from '../admin/admin.test-kit.ts';

const CN = 'CYT-H0201';

describeEachDatabase('back-office products: list, edit, audit, storefront (permission catalogue)', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let token: string;
  const productAudit = async () => (await db().select({ n: count() }).from(auditLog).where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityKey, CN))))[0]!.n;
  const editOf = async () => (await k.call('GET', `/admin/products/${CN}`, { token })).body.data;

  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['catalogue']));
  });

  it('refuses a visitor and a customer (401) and staff without the permission (403)', async () => {
    await expectRefused(k, [['GET', '/admin/products'], ['GET', `/admin/products/${CN}`], ['PUT', `/admin/products/${CN}`]]);
  });

  it('lists products by search and category, a page at a time, with the untranslated counts', async () => {
    const all = (await k.call('GET', '/admin/products?size=5', { token })).body.data;
    const total = (await db().select({ total: count() }).from(products))[0]!.total;
    expect([all.total, all.list.length, all.page]).toEqual([total, 5, 1]);
    expect(all.untranslated).toEqual({ en: expect.any(Number), zh: expect.any(Number) });
    const found = (await k.call('GET', `/admin/products?q=${CN.toLowerCase()}`, { token })).body.data;
    expect(found.list.map((p: { catalogNumber: string }) => p.catalogNumber)).toContain(CN);
    const one = found.list.find((p: { catalogNumber: string }) => p.catalogNumber === CN);
    expect(one).toMatchObject({ sizes: expect.any(Number), missing: [] });
    expect(one.sizes).toBeGreaterThan(0);
    const inCategory = (await k.call('GET', `/admin/products?categoryId=${one.category.id}&size=100`, { token })).body.data;
    expect(inCategory.list.every((p: { category: { id: number } }) => p.category.id === one.category.id)).toBe(true);

    // Blanking the Chinese description of a product with an English one makes it untranslated in Chinese.
    await db().update(products).set({ descriptionZh: '' }).where(eq(products.catalogNumber, 'CYT-H0202'));
    const missing = (await k.call('GET', '/admin/products?untranslated=1&size=100', { token })).body.data;
    expect(missing.list.find((p: { catalogNumber: string }) => p.catalogNumber === 'CYT-H0202')?.missing).toEqual(['zh']);
    expect(missing.untranslated.zh).toBe(all.untranslated.zh + 1);
    const bad = await k.call('GET', '/admin/products?page=0', { token });
    expect([bad.status, bad.body.data.fields[0].field]).toEqual([400, 'page']);
  });

  it('answers a bad edit with a 400 naming the field, writing nothing', async () => {
    const { product } = await editOf();
    const before = await productAudit();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...product, nameZh: '  ' }, 'nameZh'],
      [{ ...product, sizes: [{ ...product.sizes[0], price: '12.345' }] }, 'sizes.0.price'],
      [{ ...product, categoryId: 999_999 }, 'categoryId'],
      [{ ...product, sizes: [] }, 'sizes'],
      [{ ...product, sizes: [{ ...product.sizes[0], stock: 'lead_time', leadTimeDays: null }] }, 'sizes.0.leadTimeDays'],
      [{ ...product, sizes: [{ ...product.sizes[0], stock: 'soon' }] }, 'sizes.0.stock'],
      [{ ...product, related: [{ catalogNumber: 'CYT-H0202' }, { catalogNumber: 'NOPE-404' }] }, 'related.1'],
      [{ ...product, related: [{ catalogNumber: CN.toLowerCase() }] }, 'related.0'],
      [{ ...product, related: [{ catalogNumber: 'CYT-H0202' }, { catalogNumber: 'cyt-h0202' }] }, 'related'],
    ];
    for (const [body, field] of cases) {
      const res = await k.call('PUT', `/admin/products/${CN}`, { token, body, headers: { 'x-lang': 'zh' } });
      expect([res.status, res.body.data.fields[0].field]).toEqual([400, field]);
      expect(res.body.data.fields[0].message).toMatch(/[\u4e00-\u9fff]/);
    }
    const unknown = await k.call('PUT', `/admin/products/${CN}`, { token, body: { ...product, related: [{ catalogNumber: 'NOPE-404' }] } });
    expect(unknown.body.data.fields[0].message).toBe('There is no product with catalog number NOPE-404');
    expect((await k.call('PUT', '/admin/products/NOPE-1', { token, body: product })).status).toBe(404);
    expect(await productAudit()).toBe(before);
  });

  it('saves an edit with one audit row (before and after) and the storefront shows the new price and name at once', async () => {
    const memo = new Memo<CachedBody>(60_000);
    const { k: shop, token: staff } = await adminSession(db(), ['catalogue'], { memo });
    const shown = async () => (await shop.call('GET', `/product/${CN}`, { headers: { 'x-lang': 'zh' } })).body.data;
    await shown();
    expect(memo.size).toBeGreaterThan(0);

    const { product } = (await shop.call('GET', `/admin/products/${CN}`, { token: staff })).body.data;
    const auditBefore = await productAudit();
    const sizes = [{ ...product.sizes[0], price: '4321.5' }, ...product.sizes.slice(1)];
    const res = await shop.call('PUT', `/admin/products/${CN}`, { token: staff, body: { ...product, nameZh: '改过的中文名', sizes } });
    expect(res.status).toBe(200);
    expect(res.body.data.product.sizes[0].price).toBe('4321.50');
    expect(await productAudit()).toBe(auditBefore + 1);
    const last = (await db().select().from(auditLog).where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityKey, CN))).orderBy(auditLog.id)).at(-1)!;
    expect([last.action, (last.before as { nameZh: string }).nameZh, (last.after as { nameZh: string }).nameZh]).toEqual(['update', product.nameZh, '改过的中文名']);
    expect(shop.heard).toContainEqual({ entity: 'product', key: CN, action: 'update' });

    const page = await shown();
    expect(page.name).toBe('改过的中文名');
    expect(page.sizes[0].price).toBe('¥4321.50');

    // Saving the same again changes nothing and writes no audit row.
    await shop.call('PUT', `/admin/products/${CN}`, { token: staff, body: res.body.data.product });
    expect(await productAudit()).toBe(auditBefore + 1);
  });

  it('saves related products in order, stock per size and troubleshooting with one audit row; the storefront shows them at once', async () => {
    const memo = new Memo<CachedBody>(60_000);
    const { k: shop, token: staff } = await adminSession(db(), ['catalogue'], { memo });
    const shown = async (lang: 'en' | 'zh') => (await shop.call('GET', `/product/${CN}`, { headers: { 'x-lang': lang } })).body.data;
    await shown('en');

    const { product } = (await shop.call('GET', `/admin/products/${CN}`, { token: staff })).body.data;
    const auditBefore = await productAudit();
    const sizes = [{ ...product.sizes[0], stock: 'lead_time', leadTimeDays: 12 }, ...product.sizes.slice(1).map((s: object) => ({ ...s, stock: 'made_to_order', leadTimeDays: 3 }))];
    const related = [{ catalogNumber: 'cyt-h0203' }, { catalogNumber: 'CYT-H0202' }];
    const body = { ...product, sizes, related, troubleshootingEn: 'Q: Cloudy?\nA: Spin it down.', troubleshootingZh: '问：浑浊？\n答：离心即可。' };
    const res = await shop.call('PUT', `/admin/products/${CN}`, { token: staff, body });
    expect(res.status).toBe(200);
    const saved = res.body.data.product;
    expect(saved.related.map((r: { catalogNumber: string }) => r.catalogNumber)).toEqual(['CYT-H0203', 'CYT-H0202']);
    expect(saved.related[0].nameZh).toEqual(expect.any(String));
    expect(saved.sizes.map((s: { stock: string; leadTimeDays: number | null }) => [s.stock, s.leadTimeDays])).toEqual([['lead_time', 12], ...product.sizes.slice(1).map(() => ['made_to_order', null])]);
    expect(await productAudit()).toBe(auditBefore + 1);
    const last = (await db().select().from(auditLog).where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityKey, CN))).orderBy(auditLog.id)).at(-1)!;
    expect((last.after as { related: { catalogNumber: string }[] }).related.map((r) => r.catalogNumber)).toEqual(['CYT-H0203', 'CYT-H0202']);

    const en = await shown('en');
    expect(en.related.map((r: { catalogNumber: string }) => r.catalogNumber)).toEqual(['CYT-H0203', 'CYT-H0202']);
    expect([en.sizes[0].stock, en.sizes[0].leadTimeDays]).toEqual(['lead_time', 12]);
    expect(en.troubleshooting).toBe('Q: Cloudy?\nA: Spin it down.');
    expect((await shown('zh')).troubleshooting).toBe('问：浑浊？\n答：离心即可。');

    // Moving one up and removing the other is one more change; an empty list removes them all.
    const moved = (await shop.call('PUT', `/admin/products/${CN}`, { token: staff, body: { ...saved, related: [saved.related[1]] } })).body.data.product;
    expect((await shown('en')).related.map((r: { catalogNumber: string }) => r.catalogNumber)).toEqual(['CYT-H0202']);
    // The next save comes from the version the first answered (the form takes it from the answer).
    await shop.call('PUT', `/admin/products/${CN}`, { token: staff, body: { ...saved, version: moved.version, related: [] } });
    expect((await shown('en')).related).toEqual([]);
    expect(await productAudit()).toBe(auditBefore + 3);
  });
});
