import { expect, it } from 'vitest';
import { globalConfig } from '../../db/schema/index.ts';
import { getData, testApp } from '../../test/app.ts';
import { describeEachDatabase } from '../../test/databases.ts';

const ZH = { 'x-lang': 'zh' };

describeEachDatabase('hot search words', (database) => {
  const app = () => testApp(database().db);
  const get = (path: string, headers: Record<string, string> = {}) => getData(app(), path, headers);
  const search = (keyword: string, times: number, headers: Record<string, string> = {}) =>
    Promise.all(Array.from({ length: times }, () => get(`/search?keywords=${encodeURIComponent(keyword)}`, headers)));
  const hot = (headers: Record<string, string> = {}) => get('/search/rank?number=10', headers) as Promise<string[]>;

  it('are not changed by a one-off search', async () => {
    const before = await hot();
    await search('CD19', 2);
    expect(await hot()).toEqual(before);
    await search('CD19', 1);
    expect(await hot()).toContain('CD19');
  });

  it('count spellings of one term together and show it once, in its most frequent form', async () => {
    await search('TNF-α', 2);
    await search('tnfa', 1);
    await search('TNF alpha', 1);
    const words = await hot();
    expect(words).toContain('TNF-α');
    expect(words.filter((w) => /tnf/i.test(w))).toEqual(['TNF-α']);
  });

  it('never show a Chinese keyword on the English site, and count each language apart', async () => {
    await search('白介素', 5);
    expect((await hot()).some((w) => /\p{Script=Han}/u.test(w))).toBe(false);
    await search('白介素', 3, ZH);
    expect(await hot(ZH)).toContain('白介素');
  });

  it('show the pinned words first and never the blocked ones (site configuration hot_words)', async () => {
    const { db } = database();
    await db.insert(globalConfig).values({ key: 'hot_words', lang: 'en', value: JSON.stringify({ pinned: ['mRNA capping'], blocked: ['tnfa'] }) });
    const words = await hot();
    expect(words[0]).toBe('mRNA capping');
    expect(words.some((w) => /tnf/i.test(w))).toBe(false);
    expect(words).toContain('CD19');
  });
});
