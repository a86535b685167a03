import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import { INQUIRY } from '../../../src/contracts/price.ts';
import type { SearchCounts, SearchResult } from '../../../src/contracts/search.ts';
import type { Db } from '../../db/client.ts';
import { localized } from '../../db/localize.ts';
import { countedPage, newestPage } from '../../db/paged.ts';
import { articles, categories, products, services } from '../../db/schema/index.ts';
import type { Region } from '../../geo/region.ts';
import { likePattern, offsetOf, type Page, type PageQuery } from '../../http/query-params.ts';
import { inCategoryTree, listRows, productShown } from '../catalogue/product.queries.ts';
import type { ProductRow } from '../../../src/contracts/catalogue.ts';
import type { SearchSort } from '../../../src/contracts/product-list.ts';
import { matchProducts } from './product-match.ts';
import { holdsEveryWord, indexOf } from './search-index.ts';
import { keywordWords, type ProductSearchFilter } from './search.schemas.ts';

/** Every word must match one of `columns` (ILIKE: case-insensitive, finds Chinese substrings). */
export function allWordsMatch(words: string[], columns: Parameters<typeof ilike>[0][]): SQL | undefined {
  if (words.length === 0) return sql`false`;
  return and(...words.map((w) => or(...columns.map((c) => ilike(c, likePattern(w))))!));
}

export function productWhere(keyword: string, f: ProductSearchFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [productShown, allWordsMatch(keywordWords(keyword), [products.catalogNumber, products.nameEn, products.nameZh])];
  if (f.categoryId !== undefined) conditions.push(inCategoryTree(products.categoryId, f.categoryId));
  if (f.proteinTag) conditions.push(eq(products.proteinTag, f.proteinTag));
  if (f.species) conditions.push(eq(products.species, f.species));
  if (f.target) conditions.push(eq(products.target, f.target));
  if (f.coupling) conditions.push(eq(products.coupling, f.coupling));
  return and(...conditions);
}

const day = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/**
 * Products matching the keyword and filters: by relevance (an exact catalog number first: in-memory index, see
 * search-index.ts), or sorted in SQL by name, price or newest among all the matches.
 */
export async function searchProducts(db: Db, lang: Lang, region: Region, keyword: string, f: ProductSearchFilter, page: PageQuery, sort: SearchSort = 'relevance'): Promise<Page<SearchResult>> {
  const matches = await matchProducts(db, keyword, f);
  const empty = { list: [], total: matches.length, page: page.page, size: page.size };
  if (matches.length <= offsetOf(page)) return empty;
  let rows: ProductRow[];
  if (sort === 'relevance') {
    const ids = matches.slice(offsetOf(page), offsetOf(page) + page.size).map((m) => m.id);
    const byId = new Map((await listRows(db, lang, region, inArray(products.id, ids), ids.length)).map((r) => [r.id, r]));
    rows = ids.flatMap((id) => byId.get(id) ?? []); // a product deleted since the index was built is left out
  } else {
    rows = await listRows(db, lang, region, inArray(products.id, matches.map((m) => m.id)), page.size, offsetOf(page), sort);
  }
  const list = rows.map((r) => ({
    id: r.id,
    title: r.catalogNumber,
    name: r.name,
    treeName: r.treeName,
    // A product's date helps no buyer (the list sorts by newest instead): the product tab shows none.
    createTime: '',
    price: r.sizes[0]?.price ?? INQUIRY,
    url: `/product-detail?catalogNumber=${encodeURIComponent(r.catalogNumber)}`,
    product: { picture: r.picture, sizes: r.sizes, priceRange: r.priceRange, stock: r.stock, citationCount: r.citationCount },
  }));
  return { ...empty, list };
}

/** The same product search in SQL (ILIKE on every row): the reference the index's set of matches is checked and benchmarked against. */
export async function searchProductsSql(db: Db, keyword: string, f: ProductSearchFilter, page: PageQuery): Promise<{ ids: number[]; total: number }> {
  const where = productWhere(keyword, f);
  const exact = keyword.trim().toLowerCase();
  const { rows, total } = await countedPage(db, products, where, page, (limit, offset) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(desc(sql`lower(${products.catalogNumber}) = ${exact}`), sql`${products.catalogNumber} collate "C"`, asc(products.id))
      .limit(limit)
      .offset(offset),
  );
  return { ids: rows.map((r) => r.id), total };
}

const serviceWhere = (keyword: string) =>
  allWordsMatch(keywordWords(keyword), [services.titleEn, services.titleZh, services.summaryEn, services.summaryZh]);

/** Services whose title or summary matches. */
export async function searchServices(db: Db, lang: Lang, keyword: string, page: PageQuery): Promise<Page<SearchResult>> {
  const where = serviceWhere(keyword);
  const { rows, total } = await countedPage(db, services, where, page, (limit, offset) =>
    db
      .select({ s: services, treeEn: categories.nameEn, treeZh: categories.nameZh })
      .from(services)
      .innerJoin(categories, eq(categories.id, services.categoryId))
      .where(where)
      .orderBy(asc(services.sort), asc(services.id))
      .limit(limit)
      .offset(offset),
  );
  const zh = lang === 'zh';
  const list = rows.map(({ s, treeEn, treeZh }) => ({
    id: s.id,
    title: zh ? s.titleZh : s.titleEn,
    name: zh ? s.summaryZh : s.summaryEn,
    treeName: zh ? treeZh : treeEn,
    createTime: '',
    price: '',
    url: `/service?menuId=${s.categoryId}`,
    product: null,
  }));
  return { list, total, page: page.page, size: page.size };
}

const contentWhere = (keyword: string) =>
  and(eq(articles.visible, true), allWordsMatch(keywordWords(keyword), [articles.titleEn, articles.titleZh, articles.summaryEn, articles.summaryZh]));

/** News, events and investor notices whose title or summary matches, newest first. */
export async function searchContent(db: Db, lang: Lang, keyword: string, page: PageQuery): Promise<Page<SearchResult>> {
  const where = contentWhere(keyword);
  const { rows, total } = await newestPage(db, articles, where, page);
  const list = rows.map((a) => ({
    id: a.id,
    title: localized(a, 'title', lang),
    name: localized(a, 'summary', lang),
    treeName: a.kind,
    createTime: day(a.publishedAt),
    price: '',
    url: a.kind === 'event' ? `/meeting-detail?id=${a.id}` : `/article?id=${a.id}`,
    product: null,
  }));
  return { list, total, page: page.page, size: page.size };
}

/**
 * The count of each tab for a keyword: products as the product search finds them, services and visible articles
 * whose title or summary (either language) holds every word, counted from the search index's texts
 * (search-index.ts) as serviceWhere and contentWhere find them in SQL.
 */
export async function searchCounts(db: Db, keyword: string, f: ProductSearchFilter): Promise<SearchCounts> {
  const [p, index] = await Promise.all([matchProducts(db, keyword, f), indexOf(db)]);
  const words = keywordWords(keyword);
  const count = (texts: string[]) => (words.length === 0 ? 0 : texts.filter((text) => holdsEveryWord(text, words)).length);
  return { product: p.length, serve: count(index.serviceTexts), content: count(index.articleTexts) };
}
