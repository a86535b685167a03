import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { configKeys } from '../../../src/contracts/admin/config.ts';
import { auditLog, globalConfig } from '../../db/schema/index.ts';
import type { CachedBody } from '../../http/cached-body.ts';
import { Memo } from '../../http/memo.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';
import { publicConfigKeys } from './site.queries.ts';

describeEachDatabase('site configuration in the back office (permission content), audited', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let token: string;
  const memo = new Memo<CachedBody>(60_000);
  const configRows = (key: string) => db().select().from(auditLog).where(and(eq(auditLog.entity, 'config'), eq(auditLog.entityKey, key)));
  /** The key's version as the config page loads it (1 for a key not listed). */
  const versionOf = async (key: string): Promise<number> => (await k.call('GET', '/admin/config', { token })).body.data.find((e: { key: string }) => e.key === key)?.version ?? 1;
  /** A save from a fresh reading: the version the page would have loaded. */
  const put = async (key: string, body: object) => k.call('PUT', `/admin/config/${key}`, { token, body: { version: await versionOf(key), ...body } });
  const publicValue = async (key: string, lang: 'en' | 'zh') => (await k.call('GET', `/global_cfg?keyList=${key}`, { headers: { 'x-lang': lang } })).body.data[0]?.value;

  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['content'], { memo }));
  });

  it('has a schema for every public configuration key', () => {
    expect(publicConfigKeys.filter((key) => !(configKeys as string[]).includes(key))).toEqual([]);
  });

  it('lists every entry with both languages side by side', async () => {
    const res = await k.call('GET', '/admin/config', { token });
    expect(res.body.data.map((e: { key: string }) => e.key)).toEqual(configKeys);
    expect(res.body.data.find((e: { key: string }) => e.key === 'mail')).toEqual({ key: 'mail', kind: 'email', en: 'info@example.com', zh: 'service@example.cn', version: 1 });
  });

  it('changes an entry with one audit row; the public configuration shows it at once despite the memo', async () => {
    expect(await publicValue('phone', 'en')).toBe('400-820-0000');
    expect(memo.size).toBeGreaterThan(0);
    const res = await put('phone', { en: '+86 21 6000 0000', zh: '021-6000 0000' });
    expect(res.body.data).toEqual({ key: 'phone', kind: 'phone', en: '+86 21 6000 0000', zh: '021-6000 0000', version: 2 });
    expect(await publicValue('phone', 'en')).toBe('+86 21 6000 0000');
    expect(await publicValue('phone', 'zh')).toBe('021-6000 0000');
    const rows = await configRows('phone');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'update', before: { en: '400-820-0000', zh: '400-820-0000' }, after: { en: '+86 21 6000 0000', zh: '021-6000 0000' } });
    // The same values again change nothing and write nothing.
    await put('phone', { en: '+86 21 6000 0000', zh: '021-6000 0000' });
    expect(await configRows('phone')).toHaveLength(1);
  });

  it('refuses invalid values naming each language, in the request language, and writes nothing', async () => {
    const bad = await put('mail', { en: 'not an address', zh: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields).toEqual([
      { field: 'en', message: 'Please enter a valid e-mail address' },
      { field: 'zh', message: 'This value cannot be blank' },
    ]);
    const zh = await k.call('PUT', '/admin/config/linkedin', { token, body: { en: 'javascript:alert(1)', zh: '', version: await versionOf('linkedin') }, headers: { 'x-lang': 'zh' } });
    expect(zh.body.data.fields).toEqual([{ field: 'en', message: '请输入以 http:// 或 https:// 开头的地址' }]);
    const json = await put('offices', { en: '[{"city":', zh: '[{"city":"x"}]' });
    expect(json.body.data.fields).toEqual([
      { field: 'en', message: 'This value is not valid JSON' },
      { field: 'zh', message: 'This value does not have the expected fields' },
    ]);
    expect((await put('no_such_key', { en: 'a', zh: 'b' })).body.data.fields).toEqual([{ field: 'key', message: 'There is no such configuration entry' }]);
    expect(await configRows('mail')).toEqual([]);
    expect(await configRows('offices')).toEqual([]);
    expect(await publicValue('mail', 'en')).toBe('info@example.com');
  });

  it('stores rich text sanitized and JSON compact', async () => {
    await put('brand', { en: '<p onclick="x()">Aurora<script>alert(1)</script></p>', zh: '<p>曙光</p>' });
    const [brand] = await db().select().from(globalConfig).where(and(eq(globalConfig.key, 'brand'), eq(globalConfig.lang, 'en')));
    expect(brand!.value).toBe('<p>Aurora</p>');
    const contact = { office: 'IR', person: 'Chen Jing', phone: '+86 21 5000 0000', email: 'ir@example.com', address: 'Shanghai' };
    await put('investor_contact', { en: JSON.stringify(contact, null, 2), zh: JSON.stringify(contact) });
    expect((await k.call('GET', '/admin/config', { token })).body.data.find((e: { key: string }) => e.key === 'investor_contact').en).toBe(JSON.stringify(contact));
  });

  it('previews rich text sanitized as the storefront shows it, writing nothing; other keys and other people are refused', async () => {
    const res = await k.call('POST', '/admin/config/company_profile/preview', { token, body: { en: '<p onclick="x()">We <b>make</b><script>alert(1)</script></p>', zh: '<h2>关于</h2><img src=x>' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ en: '<p>We <b>make</b></p>', zh: '<h2>关于</h2>' });
    expect(await configRows('company_profile')).toEqual([]);
    expect((await k.call('POST', '/admin/config/mail/preview', { token, body: { en: 'a', zh: 'b' } })).body.data.fields).toEqual([{ field: 'key', message: 'There is no such configuration entry' }]);
    const tooLong = await k.call('POST', '/admin/config/brand/preview', { token, body: { en: 'x'.repeat(100_001), zh: '' } });
    expect([tooLong.status, tooLong.body.data.fields[0].field]).toEqual([400, 'en']);
    const customer = await k.customerToken();
    const other = (await k.newStaff(['catalogue'])).token;
    for (const path of ['/admin/config/company_profile/preview', '/admin/config/company_profile']) {
      const method = path.endsWith('preview') ? 'POST' : 'PUT';
      const body = { en: '<p>x</p>', zh: '<p>x</p>' };
      expect((await k.call(method, path, { body })).status).toBe(401);
      expect((await k.call(method, path, { token: customer, body })).status).toBe(401);
      expect((await k.call(method, path, { token: other, body })).status).toBe(403);
    }
  });

  it('shows the company profile on /about-us in each language once saved, with one audit row', async () => {
    const profile = async (lang: 'en' | 'zh') => (await k.call('GET', '/rich_text?title=company_profile', { headers: { 'x-lang': lang } })).body.data.html;
    await profile('en');
    const res = await put('company_profile', { en: '<p>Aurora <em>makes</em> proteins.</p><script>x</script>', zh: '<p>曙光蛋白生产重组蛋白。</p>' });
    expect(res.body.data).toMatchObject({ kind: 'html', en: '<p>Aurora <em>makes</em> proteins.</p>', zh: '<p>曙光蛋白生产重组蛋白。</p>' });
    expect(await configRows('company_profile')).toHaveLength(1);
    expect(await profile('en')).toBe('<p>Aurora <em>makes</em> proteins.</p>');
    expect(await profile('zh')).toBe('<p>曙光蛋白生产重组蛋白。</p>');
  });
});
