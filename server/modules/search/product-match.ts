import type { Db } from '../../db/client.ts';
import { holdsEveryWord, indexOf, type Index, type IndexEntry } from './search-index.ts';
import { keywordWords, type ProductSearchFilter } from './search.schemas.ts';
import { canonicalKey } from './terms.ts';

/**
 * The products a keyword finds, best first, as a scientist expects them:
 * 1. the exact catalog number;
 * 2. the products whose target is the keyword, by spelling or synonym ("IL2", "interleukin 2", "白介素-2" for
 *    IL-2), in catalogue order — the tree's order, so the protein comes before the antibody and the cell line —
 *    human first within a category;
 * 3. every other product whose catalog number or names contain every word of the keyword, in catalogue
 *    number order.
 * Filters (category subtree, tag, species, target, coupling) apply to all three.
 */
export async function matchProducts(db: Db, keyword: string, f: ProductSearchFilter): Promise<readonly IndexEntry[]> {
  const words = keywordWords(keyword);
  if (words.length === 0) return [];
  const index = await indexOf(db);
  let recent = recentMatches.get(index);
  if (!recent) recentMatches.set(index, (recent = new Map()));
  const key = JSON.stringify([keyword, f.categoryId, f.proteinTag, f.species, f.target, f.coupling]);
  let matches = recent.get(key);
  if (!matches) {
    if (recent.size >= RECENT_MATCHES) recent.delete(recent.keys().next().value!);
    recent.set(key, (matches = scan(index, keyword, words, f)));
  }
  return matches;
}

/**
 * The matches of recent searches, kept with the index they were made from (so a rebuilt index starts afresh):
 * a search page asks for the same ones three times, for its products, its tab count and its filters' counts.
 */
const recentMatches = new WeakMap<Index, Map<string, readonly IndexEntry[]>>();
const RECENT_MATCHES = 64;

function scan(index: Index, keyword: string, words: string[], f: ProductSearchFilter): readonly IndexEntry[] {
  const exact = keyword.trim().toLowerCase();
  const target = canonicalKey(keyword, index.synonyms);
  const inCategory = f.categoryId === undefined ? null : (index.subtree.get(f.categoryId) ?? new Set<number>());
  const first: IndexEntry[] = [];
  const onTarget: IndexEntry[] = [];
  const rest: IndexEntry[] = [];
  for (const e of index.entries) {
    if (inCategory && !inCategory.has(e.categoryId)) continue;
    if (f.proteinTag && e.proteinTag !== f.proteinTag) continue;
    if (f.species && e.species !== f.species) continue;
    if (f.target && e.target !== f.target) continue;
    if (f.coupling && e.coupling !== f.coupling) continue;
    if (e.catalog === exact) first.push(e);
    else if (target && e.targetKey === target) onTarget.push(e);
    else if (holdsEveryWord(e.text, words)) rest.push(e);
  }
  // Human first within a category (the species most searched for), then catalog number order (the entries' order; the sort is stable).
  const human = (e: IndexEntry) => (e.species === 'human' ? 0 : 1);
  onTarget.sort((a, b) => a.order - b.order || human(a) - human(b));
  return first.concat(onTarget, rest);
}
