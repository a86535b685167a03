import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { articles, categories, globalConfig, products, services } from '../../db/schema/index.ts';
import { productNameColumns, productShown } from '../catalogue/product.queries.ts';
import { GENE_ALIAS_GROUPS } from './data/gene-aliases.ts';
import { canonicalKey, DEFAULT_SYNONYMS, searchKey, synonymMap, type SynonymMap } from './terms.ts';
import { staffSynonymGroups } from './synonyms.queries.ts';

/**
 * An in-memory index of the product texts, per database. Measured on PGlite with 20,000 products
 * (bench/search.bench.ts): ILIKE over catalog number and both names scans every row and case-folds
 * it, 90-150 ms per query on the shared VM; the schema has no trigram index to use instead. Holding
 * the case-folded texts (about 3 MB for 20,000 products) turns a query into a JavaScript scan of a
 * few milliseconds; the database then loads only the page's rows.
 */
export interface IndexEntry {
  id: number;
  /** Lower-cased catalog number (exact matches rank first). */
  catalog: string;
  /** Lower-cased catalog number, English and Chinese names. */
  text: string;
  /** The same three texts as comparison keys (terms.ts `searchKey`: no punctuation or case, Greek and the field's
   * spellings folded), one a line: "cyth0201" finds CYT-H0201, "m1Ψ" finds N1-Methyl-Pseudouridine. */
  keys: string;
  /** The catalog number's comparison key. */
  catalogKey: string;
  categoryId: number;
  proteinTag: string | null;
  species: string | null;
  target: string | null;
  coupling: string | null;
  /** The target's canonical key (terms.ts): "IL2", "interleukin 2" and "白介素-2" find the IL-2 products. */
  targetKey: string | null;
  /** Position of the product's category in the catalogue tree as the menu lists it (proteins first). */
  order: number;
}

export interface Index {
  entries: IndexEntry[];
  /**
   * The lower-cased titles and summaries (both languages) of the services and of the visible articles: the search
   * page's tab counts. Counted in SQL (ILIKE over four columns of every row) they were a fifth of a search page's
   * time; the lists of those tabs are still read in SQL, a page at a time.
   */
  serviceTexts: string[];
  articleTexts: string[];
  /** The synonym table of the site configuration (`search_synonyms`), or the default one. */
  synonyms: SynonymMap;
  /** Category id → ids of it and all its descendants. */
  subtree: Map<number, Set<number>>;
  /** Each category's names (both languages) as comparison keys: a keyword naming a category finds its products. */
  categoryKeys: { id: number; keys: string[] }[];
  loadedAt: number;
}

/** Products change rarely (seed, admin); an index older than this is rebuilt on the next search. */
export const INDEX_TTL_MS = 60_000;

const indexes = new WeakMap<Db, Promise<Index>>();

const synonymGroups = z.array(z.array(z.string()).min(1)).max(2000);

/**
 * The synonym table: the groups staff added in the back office first (their choice of the name shown wins), then
 * the site configuration's `search_synonyms`, the built-in groups and NCBI Gene's aliases of the catalogue's
 * targets (data/gene-aliases.ts).
 */
async function loadSynonyms(db: Db): Promise<SynonymMap> {
  const [[row], staff] = await Promise.all([
    db.select({ value: globalConfig.value }).from(globalConfig).where(and(eq(globalConfig.key, 'search_synonyms'), eq(globalConfig.lang, 'en'))),
    staffSynonymGroups(db),
  ]);
  let configured: string[][] = [];
  try {
    if (row) configured = synonymGroups.parse(JSON.parse(row.value));
  } catch {
    configured = [];
  }
  return synonymMap([...staff, ...configured, ...DEFAULT_SYNONYMS, ...GENE_ALIAS_GROUPS]);
}

/** Each category's position in a depth-first walk of the tree, siblings by their sort then id (the menu's order). */
function treeOrder(cats: { id: number; parentId: number | null; sort: number }[]): Map<number, number> {
  const kids = new Map<number | null, typeof cats>();
  for (const c of cats) kids.set(c.parentId, [...(kids.get(c.parentId) ?? []), c]);
  for (const list of kids.values()) list.sort((a, b) => a.sort - b.sort || a.id - b.id);
  const order = new Map<number, number>();
  const walk = (parent: number | null) => {
    for (const c of kids.get(parent) ?? []) {
      if (order.has(c.id)) continue;
      order.set(c.id, order.size);
      walk(c.id);
    }
  };
  walk(null);
  return order;
}

/** The columns a service's or an article's search text is made of: its title and summary in both languages. */
const textColumns = (t: typeof services | typeof articles) => ({ titleEn: t.titleEn, titleZh: t.titleZh, summaryEn: t.summaryEn, summaryZh: t.summaryZh });

/** One lower-cased text per row; the lines never join a match, since keyword words hold no whitespace. */
const texts = (rows: Record<keyof ReturnType<typeof textColumns>, string>[]) =>
  rows.map((r) => `${r.titleEn}\n${r.titleZh}\n${r.summaryEn}\n${r.summaryZh}`.toLowerCase());

/** Whether a lower-cased index text holds every (lower-cased) keyword word: how the index finds a product, service or article. */
export function holdsEveryWord(text: string, words: readonly string[]): boolean {
  return words.every((w) => text.includes(w));
}

async function build(db: Db): Promise<Index> {
  const [rows, cats, synonyms, serviceTexts, articleTexts] = await Promise.all([
    db
      .select({
        ...productNameColumns,
        categoryId: products.categoryId,
        proteinTag: products.proteinTag,
        species: products.species,
        target: products.target,
        coupling: products.coupling,
      })
      .from(products)
      .where(productShown),
    db
      .select({ id: categories.id, parentId: categories.parentId, sort: categories.sort, nameEn: categories.nameEn, nameZh: categories.nameZh })
      .from(categories)
      .orderBy(asc(categories.id)),
    loadSynonyms(db),
    db.select(textColumns(services)).from(services).then(texts),
    db.select(textColumns(articles)).from(articles).where(eq(articles.visible, true)).then(texts),
  ]);
  const order = treeOrder(cats);
  // Byte order of catalog numbers ("C" collation), then id: the order the lists use.
  rows.sort((a, b) => (a.catalogNumber < b.catalogNumber ? -1 : a.catalogNumber > b.catalogNumber ? 1 : a.id - b.id));
  const children = new Map<number, number[]>();
  for (const c of cats) if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  const subtree = new Map<number, Set<number>>();
  const collect = (id: number, into: Set<number>, seen = new Set<number>()) => {
    if (seen.has(id)) return;
    seen.add(id);
    into.add(id);
    for (const child of children.get(id) ?? []) collect(child, into, seen);
  };
  for (const c of cats) {
    const set = new Set<number>();
    collect(c.id, set);
    subtree.set(c.id, set);
  }
  return {
    entries: rows.map((r) => ({
      id: r.id,
      catalog: r.catalogNumber.toLowerCase(),
      text: `${r.catalogNumber}\n${r.nameEn}\n${r.nameZh}`.toLowerCase(),
      keys: [r.catalogNumber, r.nameEn, r.nameZh].map(searchKey).join('\n'),
      catalogKey: searchKey(r.catalogNumber),
      categoryId: r.categoryId,
      proteinTag: r.proteinTag,
      species: r.species,
      target: r.target,
      coupling: r.coupling,
      targetKey: r.target ? canonicalKey(r.target, synonyms) : null,
      order: order.get(r.categoryId) ?? order.size,
    })),
    serviceTexts,
    articleTexts,
    synonyms,
    subtree,
    categoryKeys: cats.map((c) => ({ id: c.id, keys: [searchKey(c.nameEn), searchKey(c.nameZh)].filter(Boolean) })),
    loadedAt: Date.now(),
  };
}

/**
 * The index of `db`. A stale index is still answered while its replacement is built in the background
 * (stale-while-revalidate): no search waits for a rebuild, except the very first one.
 */
export async function indexOf(db: Db): Promise<Index> {
  const cached = indexes.get(db);
  if (cached) {
    const index = await cached.catch(() => null);
    if (index) {
      if (Date.now() - index.loadedAt >= INDEX_TTL_MS && !rebuilding.has(db)) rebuildInBackground(db);
      return index;
    }
  }
  const fresh = build(db);
  indexes.set(db, fresh);
  fresh.catch(() => indexes.delete(db));
  return fresh;
}

const rebuilding = new WeakSet<Db>();
/** Bumped by invalidateSearchIndex, so a rebuild that started before a change is thrown away. */
const generations = new WeakMap<Db, number>();

function rebuildInBackground(db: Db): void {
  rebuilding.add(db);
  const generation = generations.get(db) ?? 0;
  build(db)
    .then((index) => {
      if ((generations.get(db) ?? 0) === generation) indexes.set(db, Promise.resolve(index));
    })
    .catch(() => undefined)
    .finally(() => rebuilding.delete(db));
}

/** Drops the index of `db` (call after changing products). */
export function invalidateSearchIndex(db: Db): void {
  generations.set(db, (generations.get(db) ?? 0) + 1);
  indexes.delete(db);
}
