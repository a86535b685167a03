import type { Lang } from '../../../src/contracts/lang.ts';
import type { SearchTags } from '../../../src/contracts/search.ts';
import type { Db } from '../../db/client.ts';
import { catalogueLookups } from '../catalogue/catalogue-lookups.ts';
import { labelsOf, type ProductDictType } from '../catalogue/product.queries.ts';
import { matchProducts } from './product-match.ts';
import type { IndexEntry } from './search-index.ts';

const DICT_FIELDS: [keyof Omit<SearchTags, 'category'>, ProductDictType][] = [
  ['proteinTag', 'protein_tag'],
  ['species', 'species'],
  ['target', 'target'],
  ['coupling', 'coupling'],
];

function countBy(entries: readonly IndexEntry[], key: (e: IndexEntry) => string | number | null): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of entries) {
    const v = key(e);
    if (v !== null) out.set(String(v), (out.get(String(v)) ?? 0) + 1);
  }
  return out;
}

/** Counts per category and per dictionary value of the products matching `keyword`, sorted by value. */
export async function searchTags(db: Db, lang: Lang, keyword: string, lookups = catalogueLookups(db)): Promise<SearchTags> {
  const matches = await matchProducts(db, keyword, {});
  const byCategory = countBy(matches, (e) => e.categoryId);
  const ids = [...byCategory.keys()].map(Number).sort((a, b) => a - b);
  const [dict, cats] = await Promise.all([lookups.productDict(), ids.length ? lookups.categories() : []]);
  const labels = labelsOf(dict, lang);
  const names = new Map(cats.map((c) => [c.id, lang === 'zh' ? c.nameZh : c.nameEn]));
  const out: SearchTags = {
    category: ids.map((id) => ({ value: String(id), label: names.get(id) ?? String(id), count: byCategory.get(String(id)) ?? 0 })),
    proteinTag: [],
    species: [],
    target: [],
    coupling: [],
  };
  for (const [key, type] of DICT_FIELDS) {
    const counts = countBy(matches, (e) => e[key]);
    out[key] = [...counts.keys()]
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((value) => ({ value, label: labels.get(type)?.get(value) ?? value, count: counts.get(value) ?? 0 }));
  }
  return out;
}
