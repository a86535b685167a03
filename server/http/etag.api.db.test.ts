import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY } from '../../src/contracts/price.ts';
import { createApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { clientAddress, createRegionResolver } from '../geo/region.ts';
import { silentLogger } from '../log.ts';
import { createTestDatabase } from '../test/databases.ts';
import { FIXED_NOW, testApp } from '../test/app.ts';
import type { CachedBody } from './cached-body.ts';
import { Memo } from './memo.ts';

// Validators and the memo are HTTP behaviour, the same on both drivers: one embedded database suffices.
const INTL = { 'x-forwarded-for': '8.8.8.8' };
const LIST = '/product?categoryId=11&page=1&size=20';
const PRICE = /^¥\d+\.\d{2}$/;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const get = (app: ReturnType<typeof testApp>, path: string, headers: Record<string, string> = {}) => app.request(`/api/v1${path}`, { headers });

describe('API cache validators', () => {
  const app = () => testApp(database.db);

  it('sends a weak ETag with the region, no-cache and Vary on a list', async () => {
    const res = await get(app(), LIST);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^W\/"cn-[\w-]+"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toBe('X-Lang, Accept-Language, Cookie, Accept-Encoding');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await res.json()).code).toBe('E0001');
  });

  it('answers 304 with no body to If-None-Match, and 200 once the tag differs', async () => {
    const first = await get(app(), '/tree_structure/child?status=0');
    const etag = first.headers.get('etag')!;
    const again = await get(app(), '/tree_structure/child?status=0', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    const other = await get(app(), '/tree_structure/child?status=0', { 'if-none-match': 'W/"cn-stale"' });
    expect(other.status).toBe(200);
  });

  it('never lets one region revalidate the other region’s prices', async () => {
    const cn = await get(app(), LIST);
    const intl = await get(app(), LIST, { ...INTL, 'if-none-match': cn.headers.get('etag')! });
    expect(intl.status).toBe(200);
    expect(intl.headers.get('etag')).toMatch(/^W\/"intl-/);
    const prices = (r: { data: { list: { sizes: { price: string }[] }[] } }) => r.data.list.flatMap((p) => p.sizes.map((s) => s.price));
    expect(prices(await intl.json()).every((p) => p === INQUIRY)).toBe(true);
    expect(prices(await cn.json()).some((p) => PRICE.test(p))).toBe(true);
  });

  it('tags each language apart', async () => {
    const en = await get(app(), LIST);
    const zh = await get(app(), LIST, { 'x-lang': 'zh', 'if-none-match': en.headers.get('etag')! });
    expect(zh.status).toBe(200);
    expect(zh.headers.get('etag')).not.toBe(en.headers.get('etag'));
  });

  it('compresses for clients that accept it', async () => {
    const res = await get(app(), LIST, { 'accept-encoding': 'gzip, br' });
    expect(res.headers.get('content-encoding')).toBe('br');
  });

  it('leaves errors and writes alone', async () => {
    const bad = await get(app(), '/product?page=0');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('etag')).toBeNull();
    const post = await app().request('/api/v1/leave_word', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(post.headers.get('etag')).toBeNull();
  });
});

describe('API memo', () => {
  const memo = new Memo<CachedBody>(60_000);
  const app = createApp({ db: null as never, log: silentLogger, now: () => FIXED_NOW, region: createRegionResolver('x-forwarded-for'), clientIp: (c) => clientAddress(c, 'x-forwarded-for') }, { memo });
  const live = () => createApp({ db: database.db, log: silentLogger, now: () => FIXED_NOW, region: createRegionResolver('x-forwarded-for') }, { memo });
  const nameOf = async (res: Response) => ((await res.json()) as { data: { name: string } }).data.name;

  it('answers public reads from memory until cleared, per region and language', async () => {
    const path = '/product/CYT-H0201';
    const [before] = await database.db.select({ nameEn: products.nameEn, nameZh: products.nameZh }).from(products).where(eq(products.catalogNumber, 'CYT-H0201'));
    const first = await get(live(), path);
    expect(await nameOf(first)).toBe(before!.nameEn);
    await database.db.update(products).set({ nameEn: 'Renamed' }).where(eq(products.catalogNumber, 'CYT-H0201'));
    try {
      // Kept: even an app without a database answers it, with the same validator.
      const kept = await get(app, path);
      expect(await nameOf(kept)).toBe(before!.nameEn);
      expect(kept.headers.get('etag')).toBe(first.headers.get('etag'));
      expect((await get(app, path, { 'if-none-match': first.headers.get('etag')! })).status).toBe(304);
      // Another region or language is another answer.
      expect(await nameOf(await get(live(), path, INTL))).toBe('Renamed');
      expect(await nameOf(await get(live(), path, { 'x-lang': 'zh' }))).toBe(before!.nameZh);
      memo.clear();
      expect(await nameOf(await get(live(), path))).toBe('Renamed');
    } finally {
      await database.db.update(products).set({ nameEn: before!.nameEn }).where(eq(products.catalogNumber, 'CYT-H0201'));
      memo.clear();
    }
  });

  it('keeps neither errors, nor reads outside the public list, nor requests with a token', async () => {
    const live2 = live();
    expect((await get(live2, '/product/NOPE-0000')).status).toBe(404);
    await get(live2, '/health');
    await get(live2, '/tree_structure?pid=4', { authorization: 'Bearer x' });
    expect(memo.size).toBe(0);
    await get(live2, '/tree_structure?pid=4');
    expect(memo.size).toBe(1);
  });
});
