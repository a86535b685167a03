import { expect, it } from 'vitest';
import { auditLog, globalConfig, searchLog } from '../../db/schema/index.ts';
import { adminSession, expectRefused } from '../admin/admin.test-kit.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { hotThreshold, MIN_HOT_VISITORS } from './hot-words.queries.ts';
import { eq } from 'drizzle-orm';

const ZH = { 'x-lang': 'zh' };

// Hot words count visitors, need a threshold relative to traffic and staff approval; synonyms staff add are used at once.
describeEachDatabase('search in the back office', (database) => {
  let n = 0;
  const session = () => adminSession(database().db, ['catalogue']);
  /** A visitor of its own: a client address no other test visitor has. */
  const visitor = () => ({ 'x-forwarded-for': `192.0.2.${++n % 250}`, 'user-agent': `browser ${n}` });

  it('refuses staff without the catalogue permission', async () => {
    const { k } = await session();
    await expectRefused(k, [['GET', '/admin/search/synonyms'], ['POST', '/admin/search/synonyms'], ['GET', '/admin/search/hot-words?lang=en'], ['POST', '/admin/search/hot-words']]);
  });

  it('states the threshold: three visitors, or one in a hundred of the window\'s searching visitors', () => {
    expect(hotThreshold(0)).toBe(MIN_HOT_VISITORS);
    expect(hotThreshold(250)).toBe(3);
    expect(hotThreshold(5000)).toBe(50);
  });

  it('counts visitors, not searches, and shows a word only once staff approve it, until they remove it', async () => {
    const { k, token } = await session();
    const search = (word: string, headers: Record<string, string>) => k.call('GET', `/search?keywords=${encodeURIComponent(word)}`, { headers });
    const hot = async (headers: Record<string, string> = {}) => (await k.call('GET', '/search/rank?number=20', { headers })).body.data as string[];
    const admin = async (lang = 'en') => (await k.call('GET', `/admin/search/hot-words?lang=${lang}`, { token })).body.data;

    // Twelve searches from one visitor make no hot word, nor even a candidate.
    const one = visitor();
    for (let i = 0; i < 12; i++) await search('CD19', one);
    expect(await hot()).not.toContain('CD19');
    expect((await admin()).candidates.map((c: { word: string }) => c.word)).not.toContain('CD19');

    // Three visitors (two of them spelling it their own way) make a candidate, still not shown.
    await search('cd-19', visitor());
    await search('CD19', visitor());
    const listed = await admin();
    expect(listed.threshold).toBe(3);
    expect(listed.candidates).toContainEqual({ word: 'CD19', visitors: 3, approved: false });
    expect(await hot()).not.toContain('CD19');

    // Approved, it shows; a second spelling approved changes nothing; removed, it is gone and a candidate again.
    const approved = await k.call('POST', '/admin/search/hot-words', { token, body: { lang: 'en', word: 'CD19' } });
    expect(approved.status).toBe(200);
    expect(approved.body.data.candidates).toContainEqual({ word: 'CD19', visitors: 3, approved: true });
    expect(await hot()).toContain('CD19');
    const again = await k.call('POST', '/admin/search/hot-words', { token, body: { lang: 'en', word: 'cd 19' } });
    expect(again.body.data.approved.filter((a: { word: string }) => a.word === 'CD19')).toHaveLength(1);
    const id = again.body.data.approved.find((a: { word: string }) => a.word === 'CD19').id;
    const audits = await database().db.select().from(auditLog).where(eq(auditLog.entity, 'hot-word'));
    expect(audits.map((a) => a.action)).toEqual(['approve']);
    const removed = await k.call('DELETE', `/admin/search/hot-words/${id}`, { token });
    expect(removed.body.data.candidates).toContainEqual({ word: 'CD19', visitors: 3, approved: false });
    expect(await hot()).not.toContain('CD19');
    expect((await k.call('DELETE', `/admin/search/hot-words/${id}`, { token })).status).toBe(404);
    expect((await k.call('POST', '/admin/search/hot-words', { token, body: { lang: 'fr', word: 'x' } })).body.data.fields[0].field).toBe('lang');
  });

  it('keeps each language apart, never shows Chinese on the English site, and never a blocked word', async () => {
    const { k, token } = await session();
    await k.call('POST', '/admin/search/hot-words', { token, body: { lang: 'zh', word: '白介素' } });
    await k.call('POST', '/admin/search/hot-words', { token, body: { lang: 'en', word: '白介素' } });
    await k.call('POST', '/admin/search/hot-words', { token, body: { lang: 'en', word: 'TNF-α' } });
    const hot = async (headers: Record<string, string> = {}) => (await k.call('GET', '/search/rank?number=20', { headers })).body.data as string[];
    expect(await hot(ZH)).toContain('白介素');
    expect((await hot()).some((w) => /\p{Script=Han}/u.test(w))).toBe(false);
    expect(await hot()).toContain('TNF-α');
    await database().db.insert(globalConfig).values({ key: 'hot_words', lang: 'en', value: JSON.stringify({ pinned: ['mRNA capping'], blocked: ['tnfa'] }) });
    const words = await hot();
    expect(words[0]).toBe('mRNA capping');
    expect(words.some((w) => /tnf/i.test(w))).toBe(false);
  });

  it('records a visitor pseudonym, never the address', async () => {
    const { k } = await session();
    await k.call('GET', '/search?keywords=pseudonym-check', { headers: { 'x-forwarded-for': '198.51.100.7' } });
    const [row] = await database().db.select().from(searchLog).where(eq(searchLog.keyword, 'pseudonym-check'));
    expect(row!.visitor).toMatch(/^[0-9a-f]{16}$/);
  });

  it('adds, changes and removes synonym groups, used by search at once, version-checked and audited', async () => {
    const { k, token } = await session();
    const first = async (word: string) => (await k.call('GET', `/search/product?keywords=${encodeURIComponent(word)}`)).body.data.list.map((r: { title: string }) => r.title);
    expect(await first('borealis-name')).toEqual([]);
    const made = await k.call('POST', '/admin/search/synonyms', { token, body: { names: ['PD-1', 'borealis-name'] } });
    expect(made.status).toBe(200);
    expect((await first('borealis-name'))[0]).toBe('TGP-H0101');
    const group = made.body.data.list[0];
    const saved = await k.call('PUT', `/admin/search/synonyms/${group.id}`, { token, body: { names: ['TNF-α', 'borealis-name'], version: group.version } });
    expect(saved.body.data.list[0].version).toBe(group.version + 1);
    expect((await first('borealis-name'))[0]).toBe('CYT-H0701');
    const stale = await k.call('PUT', `/admin/search/synonyms/${group.id}`, { token, body: { names: ['IL-2', 'borealis-name'], version: group.version } });
    expect([stale.status, stale.body.code]).toEqual([409, 'E0409V']);
    const bad = await k.call('POST', '/admin/search/synonyms', { token, body: { names: ['PD-1', 'pd 1'] } });
    expect([bad.status, bad.body.data.fields[0].field]).toEqual([400, 'names']);
    expect((await k.call('GET', '/admin/search/synonyms', { token })).body.data.list).toEqual([saved.body.data.list[0]]);
    expect((await k.call('DELETE', `/admin/search/synonyms/${group.id}`, { token })).body.data.list).toEqual([]);
    expect(await first('borealis-name')).toEqual([]);
    const audits = await database().db.select().from(auditLog).where(eq(auditLog.entity, 'search-synonym'));
    expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    // A group of a product's names (no target): its other names find the product.
    await k.call('POST', '/admin/search/synonyms', { token, body: { names: ['Cap 1 GG Analog', 'borealis GG cap'] } });
    expect((await first('borealis GG cap'))[0]).toBe('MRN-0005');
  });
});
