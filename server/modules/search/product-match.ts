import type { Db } from '../../db/client.ts';
import { holdsEveryWord, indexOf, type Index, type IndexEntry } from './search-index.ts';
import { keywordWords, type ProductSearchFilter } from './search.schemas.ts';
import { canonicalKey, hasCjk, searchKey, synonymHeadKey } from './terms.ts';

/**
 * The products a keyword finds, best first, as a scientist expects them:
 * 1. the exact catalog number;
 * 2. the products whose target is the keyword, by spelling or synonym ("IL2", "interleukin 2", "白介素-2" for
 *    IL-2), in catalogue order — the tree's order, so the protein comes before the antibody and the cell line —
 *    human first within a category;
 * 3. the products whose catalog number or a name holds the whole keyword as a search key (terms.ts: without
 *    punctuation, case, Greek letters as typed, the field's abbreviations folded: "m1Ψ", "cap1", "cyth0201");
 * 4. the products of the categories the keyword names ("加帽酶", "Capping Enzymes");
 * 5. every other product whose catalog number or names contain every word of the keyword, as typed or as search
 *    keys, in catalogue number order.
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

/**
 * The categories (with their descendants) a keyword names: its search key is a category name's, or begins it
 * ("capping enzyme" for "Capping Enzymes"; at least 4 letters, or 2 Chinese characters, so "ca" names nothing).
 */
function namedCategories(index: Index, key: string, cjk: boolean): Set<number> {
  const out = new Set<number>();
  if (key.length < (cjk ? 2 : 4)) return out;
  for (const c of index.categoryKeys) {
    if (c.keys.some((k) => k === key || k.startsWith(key))) for (const id of index.subtree.get(c.id) ?? []) out.add(id);
  }
  return out;
}

function scan(index: Index, keyword: string, words: string[], f: ProductSearchFilter): readonly IndexEntry[] {
  const exact = keyword.trim().toLowerCase();
  const phrase = searchKey(keyword);
  const wordKeys = words.map(searchKey);
  const target = canonicalKey(keyword, index.synonyms);
  // A synonym of a product rather than a target (staff's "TriLink AG" for "Cap 1 AG Analog") finds the products
  // whose names hold the group's first name, when no product has the keyword's target.
  const head = synonymHeadKey(keyword, index.synonyms);
  const named = namedCategories(index, phrase, hasCjk(keyword));
  const inCategory = f.categoryId === undefined ? null : (index.subtree.get(f.categoryId) ?? new Set<number>());
  const first: IndexEntry[] = [];
  const onTarget: IndexEntry[] = [];
  const inPhrase: IndexEntry[] = [];
  const inNamed: IndexEntry[] = [];
  const byHead: IndexEntry[] = [];
  const rest: IndexEntry[] = [];
  for (const e of index.entries) {
    if (inCategory && !inCategory.has(e.categoryId)) continue;
    if (f.proteinTag && e.proteinTag !== f.proteinTag) continue;
    if (f.species && e.species !== f.species) continue;
    if (f.target && e.target !== f.target) continue;
    if (f.coupling && e.coupling !== f.coupling) continue;
    if (e.catalog === exact || (phrase && e.catalogKey === phrase)) first.push(e);
    else if (target && e.targetKey === target) onTarget.push(e);
    else if (phrase && e.keys.includes(phrase)) inPhrase.push(e);
    else if (head && e.keys.includes(head)) byHead.push(e);
    else if (named.has(e.categoryId)) inNamed.push(e);
    else if (holdsEveryWord(e.text, words) || (wordKeys.every(Boolean) && holdsEveryWord(e.keys, wordKeys))) rest.push(e);
  }
  // Human first within a category (the species most searched for), then catalog number order (the entries' order; the sort is stable).
  const human = (e: IndexEntry) => (e.species === 'human' ? 0 : 1);
  onTarget.sort((a, b) => a.order - b.order || human(a) - human(b));
  return first.concat(onTarget, onTarget.length ? [] : byHead, inPhrase, inNamed, rest);
}
