import { beforeAll, expect, it } from 'vitest';
import type { Role } from '../../../src/contracts/admin/permissions.ts';
import { adminKit, type AdminKit } from '../../modules/admin/admin.test-kit.ts';
import { describeEachDatabase } from '../../test/databases.ts';

type Rec = Record<string, unknown> & { version: number };

/**
 * One edited resource: who may edit it, how its GET reads the record (as its form loads it), where its save goes,
 * the body its form sends, and a field to change with two values (the first staff member's and the second's).
 */
interface Resource {
  name: string;
  roles: Role[];
  read: (k: AdminKit, token: string) => Promise<Rec>;
  path: (r: Rec) => string;
  body: (r: Rec) => Record<string, unknown>;
  field: string;
  values: [unknown, unknown];
  /** The record inside a 409's `current` (the GET's answer). */
  inCurrent?: (current: Record<string, unknown>) => Rec;
}

const get = async (k: AdminKit, token: string, path: string) => (await k.call('GET', path, { token })).body.data;
const first = (list: Rec[]) => list[0]!;
const fieldsOf = ({ id: _, untranslated: __, ...rest }: Rec) => rest;

const resources: Resource[] = [
  {
    name: 'product',
    roles: ['catalogue'],
    read: async (k, token) => (await get(k, token, '/admin/products/CYT-H0201')).product,
    path: () => '/admin/products/CYT-H0201',
    body: (r) => r,
    field: 'nameEn',
    values: ['Renamed by the owner', 'Renamed by the second'],
    inCurrent: (c) => c.product as Rec,
  },
  {
    name: 'category',
    roles: ['catalogue'],
    read: async (k, token) => first((await get(k, token, '/admin/categories')).list),
    path: (r) => `/admin/categories/${r.id}`,
    body: (r) => ({ nameEn: r.nameEn, nameZh: r.nameZh, visible: r.visible, version: r.version }),
    field: 'nameEn',
    values: ['Cytokines (owner)', 'Cytokines (second)'],
  },
  {
    name: 'article',
    roles: ['content'],
    read: async (k, token) => first((await get(k, token, '/admin/articles')).list),
    path: (r) => `/admin/articles/${r.id}`,
    body: fieldsOf,
    field: 'titleEn',
    values: ['Title by the owner', 'Title by the second'],
  },
  {
    name: 'banner',
    roles: ['content'],
    read: async (k, token) => first(await get(k, token, '/admin/banners')),
    path: (r) => `/admin/banners/${r.id}`,
    body: fieldsOf,
    field: 'titleEn',
    values: ['Banner by the owner', 'Banner by the second'],
  },
  {
    name: 'distributor',
    roles: ['content'],
    read: async (k, token) => first(await get(k, token, '/admin/distributors')),
    path: (r) => `/admin/distributors/${r.id}`,
    body: fieldsOf,
    field: 'contact',
    values: ['Owner Contact', 'Second Contact'],
  },
  {
    name: 'recruitment post',
    roles: ['content'],
    read: async (k, token) => first(await get(k, token, '/admin/recruitment')),
    path: (r) => `/admin/recruitment/${r.id}`,
    body: fieldsOf,
    field: 'salary',
    values: ['20k-30k', '25k-35k'],
  },
  {
    name: 'configuration key',
    roles: ['content'],
    read: async (k, token) => (await get(k, token, '/admin/config')).find((e: Rec) => e.key === 'hours'),
    path: () => '/admin/config/hours',
    body: (r) => ({ en: r.en, zh: r.zh, version: r.version }),
    field: 'en',
    values: ['9:00-18:00', '8:30-17:30'],
  },
  {
    name: 'staff account',
    roles: ['owner'],
    read: async (k, token) => (await get(k, token, '/admin/staff')).find((s: Rec) => s.email === 'edited@example.com'),
    path: (r) => `/admin/staff/${r.id}/roles`,
    body: (r) => ({ roles: r.roles, version: r.version }),
    field: 'roles',
    values: [['catalogue', 'content'], ['sales']],
  },
];

describeEachDatabase('a stale staff edit is refused, never silently overwriting (409 E0409V)', (database) => {
  let k: AdminKit;

  beforeAll(async () => {
    k = adminKit(database().db);
    await k.newStaff(['support'], { email: 'edited@example.com', name: 'Edited Person' });
  });

  for (const res of resources) {
    it(`${res.name}: the second of two staff saving one reading gets 409 with the first's values and name, nothing written; the right version saves and increments; no version is a 400`, async () => {
      const owner = (await k.newStaff(res.roles, { name: `Olga Owner ${res.name}` })).token;
      const second = (await k.newStaff(res.roles, { name: 'Sam Second' })).token;
      const loaded = await res.read(k, second);
      const ownersReading = await res.read(k, owner);
      expect(loaded.version).toEqual(expect.any(Number));
      expect(ownersReading.version).toBe(loaded.version);

      const saved = await k.call('PUT', res.path(ownersReading), { token: owner, body: { ...res.body(ownersReading), [res.field]: res.values[0] } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await res.read(k, owner)).version).toBe(loaded.version + 1);

      const stale = await k.call('PUT', res.path(loaded), { token: second, body: { ...res.body(loaded), [res.field]: res.values[1] } });
      expect([stale.status, stale.body.code]).toEqual([409, 'E0409V']);
      const current = res.inCurrent ? res.inCurrent(stale.body.data.current) : (stale.body.data.current as Rec);
      expect(current[res.field]).toEqual(res.values[0]);
      expect(current.version).toBe(loaded.version + 1);
      expect(stale.body.data.changedBy).toEqual({ name: `Olga Owner ${res.name}` });
      expect(Date.parse(stale.body.data.changedAt)).not.toBeNaN();
      const after = await res.read(k, owner);
      expect([after[res.field], after.version]).toEqual([res.values[0], loaded.version + 1]);

      // Taking the current version, the second's save goes through, knowingly overwriting, and increments it.
      const knowing = await k.call('PUT', res.path(loaded), { token: second, body: { ...res.body(loaded), [res.field]: res.values[1], version: current.version } });
      expect(knowing.status, JSON.stringify(knowing.body)).toBe(200);
      const last = await res.read(k, owner);
      expect([last[res.field], last.version]).toEqual([res.values[1], loaded.version + 2]);

      const { version: _, ...unversioned } = res.body(last);
      const missing = await k.call('PUT', res.path(last), { token: second, body: unversioned });
      expect([missing.status, missing.body.data.fields.map((f: { field: string }) => f.field)]).toEqual([400, ['version']]);
      expect((await res.read(k, owner)).version).toBe(loaded.version + 2);
    });
  }

  // A delete from a list carries the version the list showed: deleting a row someone changed since is refused too.
  for (const table of ['articles', 'banners', 'distributors', 'recruitment'] as const) {
    it(`${table}: a delete from a list read before another's save gets 409 with their values and name, nothing removed`, async () => {
      const owner = (await k.newStaff(['owner'])).token;
      const second = (await k.newStaff(['content'])).token;
      const listed = async () => {
        const data = (await k.call('GET', `/admin/${table}`, { token: owner })).body.data;
        return first(Array.isArray(data) ? data : data.list);
      };
      const seen = await listed();
      const { id: _, untranslated: __, ...fields } = seen;
      const changed = (Object.keys(fields).find((f) => f.endsWith('En') && typeof fields[f] === 'string' && fields[f]) ?? 'titleEn') as string;
      expect((await k.call('PUT', `/admin/${table}/${seen.id}`, { token: owner, body: { ...fields, [changed]: `${String(fields[changed])} (edited)` } })).status).toBe(200);
      const stale = await k.call('DELETE', `/admin/${table}/${seen.id}?version=${seen.version}`, { token: second });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('E0409V');
      expect(stale.body.data.changedBy).toEqual({ name: expect.any(String) });
      expect((stale.body.data.current as Rec)[changed]).toBe(`${String(fields[changed])} (edited)`);
      const now = await listed();
      expect(now.id).toBe(seen.id);
      expect((await k.call('DELETE', `/admin/${table}/${seen.id}?version=${now.version}`, { token: second })).status).toBe(200);
    });
  }
});
