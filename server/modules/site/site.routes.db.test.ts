import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { getJson, testApp } from '../../test/app.ts';

describeEachDatabase('site API', (database) => {
  const app = () => testApp(database().db);

  it('GET /health checks the database', async () => {
    const { status, body } = await getJson(app(), '/health');
    expect(status).toBe(200);
    expect(body.code).toBe('E0001');
    expect(body.data.database).toBe('ok');
  });

  it('GET /global_cfg returns the asked keys in order, per language', async () => {
    const q = '/global_cfg?keyList=mail,phone,brand,privacy_policy,terms_conditions';
    const en = await getJson(app(), q);
    const zh = await getJson(app(), q, { 'x-lang': 'zh' });
    expect(en.body.code).toBe('E0001');
    expect(en.body.data.map((e: { key: string }) => e.key)).toEqual(['mail', 'phone', 'brand', 'privacy_policy', 'terms_conditions']);
    const mail = (b: typeof en.body) => b.data.find((e: { key: string }) => e.key === 'mail').value;
    // The contact email differs per language.
    expect(mail(en.body)).not.toEqual(mail(zh.body));
  });

  it('GET /global_cfg rejects unknown keys with 400 naming the field', async () => {
    const { status, body } = await getJson(app(), '/global_cfg?keyList=mail,db_password');
    expect(status).toBe(400);
    expect(body.code).toBe('E0400');
    expect(body.data.fields[0].field).toContain('keyList');
    expect(body.msg).toContain('keyList');
  });

  it('answers errors in the language of the page', async () => {
    const { body } = await getJson(app(), '/tree_structure?pid=abc', { 'x-lang': 'zh' });
    expect(body.msg).toContain('pid');
    expect(body.msg).toMatch(/整数/);
  });

  it('GET /tree_structure?pid= gives the footer lists for 4, 5 and 6', async () => {
    for (const pid of [4, 5, 6]) {
      const { body } = await getJson(app(), `/tree_structure?pid=${pid}`);
      expect(body.code).toBe('E0001');
      expect(body.data.length).toBeGreaterThan(0);
      for (const node of body.data) expect(node).toMatchObject({ id: expect.any(Number), name: expect.any(String), visible: true });
    }
  });

  it('GET /tree_structure without pid is a 400, not a 500', async () => {
    const { status, body } = await getJson(app(), '/tree_structure');
    expect(status).toBe(400);
    expect(body.data.fields[0].field).toBe('pid');
  });

  it('GET /tree_structure/child?status=0 gives the navigation with nested product categories', async () => {
    const { body } = await getJson(app(), '/tree_structure/child?status=0');
    const products = body.data.find((n: { id: number }) => n.id === 1);
    expect(products.children.length).toBeGreaterThanOrEqual(6);
    expect(products.children.some((n: { children: unknown[] }) => n.children.length > 0)).toBe(true);
    expect(products.children[0].url).toMatch(/^\/product-list\?id=\d+$/);
  });

  it('lists industries, dictionaries and areas', async () => {
    const ind = await getJson(app(), '/global_cfg/industry/values', { 'x-lang': 'zh' });
    expect(ind.body.data.length).toBeGreaterThan(3);
    const dict = await getJson(app(), '/dict?type=species');
    expect(dict.body.data.every((d: { type: string }) => d.type === 'species')).toBe(true);
    const areas = await getJson(app(), '/distributor/area');
    expect(areas.body.data.length).toBeGreaterThanOrEqual(34);
    expect(areas.body.data[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
  });

  it('unknown API paths answer E0404 in the envelope', async () => {
    const { status, body } = await getJson(app(), '/no-such-endpoint');
    expect(status).toBe(404);
    expect(body.code).toBe('E0404');
  });
});
