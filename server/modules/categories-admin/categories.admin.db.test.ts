import { and, count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, categories, products } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, expectRefused, type AdminKit } from '../admin/admin.test-kit.ts';

type Row = { id: number; parentId: number | null; nameEn: string; nameZh: string; visible: boolean; unspsc: string | null; sort: number; children: number; products: number };

describeEachDatabase('back-office categories and product visibility (permission catalogue)', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let token: string;
  const audits = async (entity: string) => (await db().select({ n: count() }).from(auditLog).where(eq(auditLog.entity, entity)))[0]!.n;
  const tree = async (): Promise<Row[]> => (await k.call('GET', '/admin/categories', { token })).body.data.list;
  /** A category's version as the page loads it (1 for none), sent with its edit. */
  const versionOf = async (id: number): Promise<number> => ((await tree()) as unknown as { id: number; version: number }[]).find((c) => c.id === id)?.version ?? 1;
  const menuIds = async (lang = 'en') => {
    const ids: number[] = [];
    const walk = (nodes: { id: number; children: unknown[] }[]) => nodes.forEach((n) => (ids.push(n.id), walk(n.children as never)));
    walk((await k.call('GET', '/tree_structure/child?status=0', { headers: { 'x-lang': lang } })).body.data);
    return ids;
  };

  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['catalogue']));
  });

  it('refuses a visitor and a customer (401) and staff without the permission (403)', async () => {
    await expectRefused(k, [['GET', '/admin/categories'], ['POST', '/admin/categories'], ['PUT', '/admin/categories/1'], ['POST', '/admin/categories/1/move'], ['DELETE', '/admin/categories/1'], ['PUT', '/admin/products/CYT-H0201/visibility']]);
  });

  it('lists the product tree, hidden categories too, parents before their children', async () => {
    const list = await tree();
    expect(list.length).toBeGreaterThan(20);
    const seen = new Set<number>();
    for (const c of list) {
      if (c.parentId !== null && list.some((p) => p.id === c.parentId)) expect(seen.has(c.parentId)).toBe(true);
      seen.add(c.id);
    }
    expect(list.some((c) => !c.visible)).toBe(true);
  });

  it('renames and hides a category with one audit row each; the menu drops it and its page lists nothing; a bad edit writes nothing', async () => {
    const leaf = (await tree()).find((c) => c.children === 0 && c.products > 0 && c.visible)!;
    const before = await audits('category');
    const bad = await k.call('PUT', `/admin/categories/${leaf.id}`, { token, body: { version: await versionOf(leaf.id), nameEn: ' ', nameZh: '', visible: true }, headers: { 'x-lang': 'zh' } });
    expect([bad.status, bad.body.data.fields[0].field]).toEqual([400, 'nameEn']);
    expect(bad.body.data.fields[0].message).toMatch(/[\u4e00-\u9fff]/);
    expect((await k.call('PUT', '/admin/categories/999999', { token, body: { version: await versionOf(999999), nameEn: 'x', nameZh: 'x', visible: true } })).status).toBe(404);
    expect(await audits('category')).toBe(before);

    expect(await menuIds('zh')).toContain(leaf.id);
    const renamed = await k.call('PUT', `/admin/categories/${leaf.id}`, { token, body: { version: await versionOf(leaf.id), nameEn: leaf.nameEn, nameZh: '新的中文名', visible: true } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.list.find((c: Row) => c.id === leaf.id).nameZh).toBe('新的中文名');
    expect(await audits('category')).toBe(before + 1);
    expect(k.heard).toContainEqual({ entity: 'category', key: String(leaf.id), action: 'update' });
    const zhMenu = (await k.call('GET', '/tree_structure/child?status=0', { headers: { 'x-lang': 'zh' } })).body.data;
    expect(JSON.stringify(zhMenu)).toContain('新的中文名');

    await k.call('PUT', `/admin/categories/${leaf.id}`, { token, body: { version: await versionOf(leaf.id), nameEn: leaf.nameEn, nameZh: '新的中文名', visible: false } });
    expect(await audits('category')).toBe(before + 2);
    expect(await menuIds()).not.toContain(leaf.id);
    expect((await k.call('GET', `/product?categoryId=${leaf.id}`)).body.data.total).toBe(0);
    // Its products stay reachable by their own link.
    const [one] = await db().select({ cn: products.catalogNumber }).from(products).where(eq(products.categoryId, leaf.id)).limit(1);
    expect((await k.call('GET', `/product/${one!.cn}`)).status).toBe(200);

    // A visible child of a hidden parent leaves the menu too.
    const parent = (await tree()).find((c) => c.children > 0 && c.visible && c.parentId !== null)!;
    const child = (await tree()).find((c) => c.parentId === parent.id && c.visible)!;
    await k.call('PUT', `/admin/categories/${parent.id}`, { token, body: { version: await versionOf(parent.id), nameEn: parent.nameEn, nameZh: parent.nameZh, visible: false } });
    expect(await menuIds()).not.toContain(child.id);
    await k.call('PUT', `/admin/categories/${parent.id}`, { token, body: { version: await versionOf(parent.id), nameEn: parent.nameEn, nameZh: parent.nameZh, visible: true } });
    expect(await menuIds()).toContain(child.id);
  });

  it('keeps a UNSPSC code of 8 digits per category (audited), refuses another shape naming unspsc in both languages, and a blank one is none', async () => {
    const leaf = (await tree()).find((c) => c.children === 0 && c.products > 0)!;
    const body = (unspsc: string) => ({ nameEn: leaf.nameEn, nameZh: leaf.nameZh, visible: leaf.visible, unspsc });
    for (const [lang, pattern] of [['en', /8 digits/], ['zh', /8 位数字/]] as const) {
      const bad = await k.call('PUT', `/admin/categories/${leaf.id}`, { token, body: { ...body('1235-2202'), version: await versionOf(leaf.id) }, headers: { 'x-lang': lang } });
      expect([bad.status, bad.body.data.fields[0].field]).toEqual([400, 'unspsc']);
      expect(bad.body.data.fields[0].message).toMatch(pattern);
    }
    const before = await audits('category');
    const saved = await k.call('PUT', `/admin/categories/${leaf.id}`, { token, body: { ...body(' 12352202 '), version: await versionOf(leaf.id) } });
    expect(saved.body.data.list.find((c: Row) => c.id === leaf.id).unspsc).toBe('12352202');
    expect(await audits('category')).toBe(before + 1);
    const cleared = await k.call('PUT', `/admin/categories/${leaf.id}`, { token, body: { ...body(''), version: await versionOf(leaf.id) } });
    expect(cleared.body.data.list.find((c: Row) => c.id === leaf.id).unspsc).toBeNull();
  });

  it('adds a sub-category, moves it up and down, deletes it only when empty', async () => {
    const parent = (await tree()).find((c) => c.children >= 2)!;
    const before = await audits('category');
    const made = await k.call('POST', '/admin/categories', { token, body: { parentId: parent.id, nameEn: 'Test Area', nameZh: '', visible: true } });
    expect(made.status).toBe(200);
    const id = made.body.data.id as number;
    const siblings = (list: Row[]) => list.filter((c) => c.parentId === parent.id).map((c) => c.id);
    expect(siblings(made.body.data.list).at(-1)).toBe(id);
    expect(await audits('category')).toBe(before + 1);

    const up = await k.call('POST', `/admin/categories/${id}/move`, { token, body: { direction: 'up' } });
    expect(siblings(up.body.data.list).at(-2)).toBe(id);
    const down = await k.call('POST', `/admin/categories/${id}/move`, { token, body: { direction: 'down' } });
    expect(siblings(down.body.data.list).at(-1)).toBe(id);
    expect(await audits('category')).toBe(before + 3);
    // At the end already: nothing changes, no audit row.
    await k.call('POST', `/admin/categories/${id}/move`, { token, body: { direction: 'down' } });
    expect(await audits('category')).toBe(before + 3);
    const badMove = await k.call('POST', `/admin/categories/${id}/move`, { token, body: { direction: 'left' } });
    expect([badMove.status, badMove.body.data.fields[0].field]).toEqual([400, 'direction']);

    const full = await k.call('DELETE', `/admin/categories/${parent.id}`, { token, headers: { 'x-lang': 'zh' } });
    expect([full.status, full.body.code]).toEqual([409, 'E0409']);
    expect(full.body.data.fields[0].message).toMatch(/子分类/);
    expect(await audits('category')).toBe(before + 3);

    const gone = await k.call('DELETE', `/admin/categories/${id}`, { token });
    expect(gone.status).toBe(200);
    expect(await audits('category')).toBe(before + 4);
    expect((await db().select().from(categories).where(eq(categories.id, id))).length).toBe(0);
  });

  it('hides a product: gone from lists, search and its page; shown hidden in the staff list; one audit row', async () => {
    const CN = 'CYT-H0201';
    const productAudits = async () => (await db().select({ n: count() }).from(auditLog).where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityKey, CN))))[0]!.n;
    const before = await productAudits();
    const bad = await k.call('PUT', `/admin/products/${CN}/visibility`, { token, body: { visible: 'no' } });
    expect([bad.status, bad.body.data.fields[0].field]).toEqual([400, 'visible']);
    expect((await k.call('PUT', '/admin/products/NOPE-1/visibility', { token, body: { visible: false } })).status).toBe(404);
    expect(await productAudits()).toBe(before);

    const hidden = await k.call('PUT', `/admin/products/${CN}/visibility`, { token, body: { visible: false } });
    expect(hidden.body.data).toEqual({ catalogNumber: CN, visible: false, version: expect.any(Number) });
    expect(await productAudits()).toBe(before + 1);
    expect((await k.call('GET', `/product/${CN}`)).status).toBe(404);
    expect((await k.call("GET", `/search/product?keywords=${CN}`)).body.data.list.map((p: { catalogNumber: string }) => p.catalogNumber)).not.toContain(CN);
    const all = (await k.call('GET', '/product?size=100&keyword=CYT-H02')).body.data.list.map((p: { catalogNumber: string }) => p.catalogNumber);
    expect(all).not.toContain(CN);
    const staffList = (await k.call('GET', '/admin/products?hidden=1', { token })).body.data;
    expect(staffList.list.map((p: { catalogNumber: string; visible: boolean }) => [p.catalogNumber, p.visible])).toEqual([[CN, false]]);
    expect((await k.call('GET', `/admin/products/${CN}`, { token })).body.data.visible).toBe(false);

    await k.call('PUT', `/admin/products/${CN}/visibility`, { token, body: { visible: true } });
    expect(await productAudits()).toBe(before + 2);
    expect((await k.call('GET', `/product/${CN}`)).status).toBe(200);
  });
});
