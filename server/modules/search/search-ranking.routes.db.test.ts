import { expect, it } from 'vitest';
import { globalConfig } from '../../db/schema/index.ts';
import { getData, testApp } from '../../test/app.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { invalidateSearchIndex } from './search-index.ts';

const ZH = { 'x-lang': 'zh' };
type Row = { title: string; name: string };

describeEachDatabase('search finds what a scientist types', (database) => {
  const app = () => testApp(database().db);
  const get = (path: string, headers: Record<string, string> = {}) => getData(app(), path, headers);
  const first = async (keyword: string, headers: Record<string, string> = {}) =>
    ((await get(`/search/product?keywords=${encodeURIComponent(keyword)}`, headers)).list as Row[]).map((r) => r.title);

  it.each(['IL-2', 'IL2', 'il 2', 'interleukin 2', 'Interleukin-2', '白介素-2'])('puts the IL-2 protein first for "%s"', async (keyword) => {
    const titles = await first(keyword, /\p{Script=Han}/u.test(keyword) ? ZH : {});
    expect(titles[0]).toBe('CYT-H0201');
    // The other IL-2 products follow (protein with a tag, antibody, reporter cell line) before other matches.
    expect(titles.slice(0, 4)).toEqual(expect.arrayContaining(['CYT-H0202', 'ANT-0021', 'CEL-0025']));
    expect(titles.indexOf('CYT-H0202')).toBeLessThan(titles.indexOf('ANT-0021'));
  });

  it('finds a target by its synonyms (PDCD1 and CD279 are PD-1; TNFa is TNF-α)', async () => {
    for (const keyword of ['PDCD1', 'CD279', 'pd1']) expect((await first(keyword))[0]).toBe('TGP-H0101');
    expect((await first('TNFa'))[0]).toBe('CYT-H0701');
    expect((await first('TNF alpha'))[0]).toBe('CYT-H0701');
  });

  // The field's spellings (field-terms.ts) and NCBI Gene's aliases (data/gene-aliases.ts), against the demo catalogue
  // (server/demo/mrna-products.ts, protein-lists.ts).
  it.each([
    ['cap1', ['MRN-0003', 'MRN-0004', 'MRN-0005', 'MRN-0034']],
    ['Cap 1', ['MRN-0003', 'MRN-0004', 'MRN-0005', 'MRN-0034']],
    ['CleanCap', ['MRN-0003', 'MRN-0004']],
    ['CleanCap® AG', ['MRN-0003', 'MRN-0004']],
    ['m1Ψ', ['MRN-0011', 'MRN-0026']],
    ['m1psi', ['MRN-0011', 'MRN-0026']],
    ['N1-methylpseudouridine', ['MRN-0011', 'MRN-0026']],
    ['5moU', ['MRN-0013']],
    ['m5C', ['MRN-0014']],
    ['cyth0201', ['CYT-H0201']],
    ['PD-1', ['TGP-H0101']],
    ['CD279', ['TGP-H0101']],
    ['TNF-alpha', ['CYT-H0701']],
    ['TNFA', ['CYT-H0701']],
  ])('puts the right products first for "%s"', async (keyword, expected) => {
    const titles = await first(keyword);
    expect(titles.slice(0, expected.length).sort()).toEqual(expected);
  });

  it('finds every product of a category its Chinese name names (加帽酶: the four capping products)', async () => {
    const page = await get(`/search/product?keywords=${encodeURIComponent('加帽酶')}&size=50`, ZH);
    const titles = (page.list as Row[]).map((r) => r.title);
    expect(titles.slice(0, 4).sort()).toEqual(['MRN-0031', 'MRN-0032', 'MRN-0033', 'MRN-0034']);
    expect(titles[0]).toBe('MRN-0031'); // its own name holds the word
  });

  it('adds nothing for an alias other genes carry too (p75: TNFR2 and six genes we do not sell)', async () => {
    expect(await first('p75')).toEqual([]);
    expect(await first('B29')).toEqual([]); // CD79B, BCAP29 and MRO
  });

  it('takes the synonym table staff maintain in the site configuration', async () => {
    const { db } = database();
    expect(await first('aurora-test-name')).toEqual([]);
    await db.insert(globalConfig).values(['en', 'zh'].map((lang) => ({ key: 'search_synonyms', lang: lang as 'en' | 'zh', value: JSON.stringify([['IL-2', 'aurora-test-name']]) })));
    invalidateSearchIndex(db);
    expect((await first('aurora-test-name'))[0]).toBe('CYT-H0201');
  });
});
