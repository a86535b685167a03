import type { z } from 'zod';
import { ApiError } from '../../src/contracts/api-error.ts';
import { CATEGORY_ROOTS } from '../../src/contracts/catalogue.ts';
import { errorCodes } from '../../src/contracts/envelope.ts';
import type { Lang } from '../../src/contracts/lang.ts';
import { composeShell, SHELL_CONFIG_KEYS } from '../../src/contracts/shell.ts';
import type { SiteData } from '../../src/contracts/site-data.ts';
import type { SearchRequest } from '../../src/contracts/search.ts';
import type { Db } from '../db/client.ts';
import { reportDatabaseFault } from '../db/faults.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { Region } from '../geo/region.ts';
import { HttpError } from '../http/errors.ts';
import { errorEnvelope } from '../http/respond.ts';
import { checkIn } from '../http/validate.ts';
import { catalogueLookups } from '../modules/catalogue/catalogue-lookups.ts';
import { detailOf, readProduct, seoOf, type ProductRead } from '../modules/catalogue/product-detail.queries.ts';
import { popularProducts, productPage } from '../modules/catalogue/product.queries.ts';
import { catalogNumberParam, childQuery, pidQuery, popularQuery, productListQuery } from '../modules/catalogue/product.schemas.ts';
import { childrenOf, visibleTree } from '../modules/catalogue/tree.queries.ts';
import { articlePage } from '../modules/content/article.queries.ts';
import { articleQuery } from '../modules/content/content.schemas.ts';
import { visibleBanners } from '../modules/content/directory.queries.ts';
import { searchAnswer } from '../modules/search/search-answer.ts';
import { searchTags } from '../modules/search/search-tags.queries.ts';
import { searchContent, searchCounts, searchServices } from '../modules/search/search.queries.ts';
import { countQuery, plainSearchQuery, searchQuery, tagsQuery } from '../modules/search/search.schemas.ts';
import { areaList, configEntries, type PublicConfigKey } from '../modules/site/site.queries.ts';
import { keyListQuery } from '../modules/site/site.schemas.ts';
import type { ShellMemo } from './shell-memo.ts';

/** Who the page is for: its language, and the region that decides prices (server/geo/region.ts). */
export interface Visitor {
  lang: Lang;
  region: Region;
  /** The visitor's one-day pseudonym (server/modules/search/visitor-key.ts): searches are counted per visitor. */
  key?: string | undefined;
}

export interface DirectDataDeps {
  db: Db;
  /** The clock searches are recorded with (as the API's `now`). */
  now: () => Date;
  /** Keeps the frame of each language for a while (production); absent = read on every page. */
  shellMemo?: ShellMemo | undefined;
}

type Params = Record<string, string | number | boolean | undefined>;

/**
 * The query as the browser's API client sends it (src/api/client.ts): every value a string, absent and
 * empty values left out. Checking this form with the route's own schema gives the API's coercions, defaults
 * and 400s exactly.
 */
function asQuery(params: Params): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') out[k] = String(v);
  return out;
}

/**
 * What the API would have answered for `err`, as the HTTP data source rejects: an HttpError becomes the
 * ApiError of its envelope (code, translated text, status, fields); a lost database is E0503 (and reported,
 * as the API's error handler does); anything else stays itself (the API would answer 500 with it).
 */
function apiErrorOf(lang: Lang, err: unknown): unknown {
  if (err instanceof HttpError) {
    const envelope = errorEnvelope(lang, err);
    return new ApiError(envelope.code, envelope.msg, errorCodes[err.code], err.fields.map((f) => ({ field: f.field, message: f.message })), err.data ?? null);
  }
  if (isDatabaseUnavailable(err)) {
    reportDatabaseFault(err);
    return apiErrorOf(lang, new HttpError('E0503'));
  }
  return err;
}

/** `value`, or E0404 when the thing asked for does not exist. */
function found<T>(value: T | null): T {
  if (value === null) throw new HttpError('E0404');
  return value;
}

const searchParams = (req: SearchRequest): Params => ({ keywords: req.keywords, page: req.page, sort: req.sort, ...req.filters });

/**
 * The server's SiteData: the same answers as the API (src/api/site-data.http.ts over the API routes), read
 * from the query functions directly, for one visitor. Each call checks its input with the route's schema and
 * calls the route's query with the visitor's language and region, so answers, price rule, recorded searches
 * and errors (E0404, E0400 with the fields named in the visitor's language) are the API's; a test compares
 * both sources on both databases (site-data.direct.test.ts).
 */
export function directSiteData(deps: DirectDataDeps, visitor: Visitor): SiteData {
  const { db } = deps;
  const { lang, region } = visitor;
  const query = <S extends z.ZodType>(schema: S, params: Params): z.output<S> => checkIn(lang, schema, asQuery(params));
  /** Runs a read, rejecting as the HTTP source would. */
  const read = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      throw apiErrorOf(lang, err);
    }
  };
  const tree = (pid: number) => childrenOf(db, lang, query(pidQuery, { pid }).pid);
  /** `/product/{catalogNumber}`: an empty number names the list's path with a slash, which no route answers. */
  const catalogNumberOf = (catalogNumber: string) => {
    if (!catalogNumber) throw new HttpError('E0404');
    return query(catalogNumberParam, { catalogNumber }).catalogNumber;
  };
  const lookups = catalogueLookups(db, deps.shellMemo);
  /**
   * A public list, kept with the frame for every visitor of this language (and region, for a priced one): the
   * home page's five lists were most of its work, and the list pages share their first pages.
   */
  const kept = <T>(key: unknown[], run: () => Promise<T>): Promise<T> => (deps.shellMemo ? deps.shellMemo.keep(JSON.stringify([lang, ...key]), run) : run());
  /** A product page asks for the product and its SEO fields at once: one read of the row and its lists for both. */
  const productReads = new Map<string, Promise<ProductRead | null>>();
  const productRead = async (catalogNumber: string): Promise<ProductRead> => {
    const key = catalogNumberOf(catalogNumber);
    let read = productReads.get(key);
    if (!read) productReads.set(key, (read = readProduct(db, key)));
    return found(await read);
  };

  /** The frame as its six API calls answer it; the tree is read once for the menus and the three footer lists. */
  const shell = async () => {
    query(childQuery, { status: 0 });
    const { keyList } = query(keyListQuery, { keyList: SHELL_CONFIG_KEYS.join(',') });
    const footer = [CATEGORY_ROOTS.footerResource, CATEGORY_ROOTS.footerInformation, CATEGORY_ROOTS.footerAbout].map((pid) => query(pidQuery, { pid }).pid);
    const [byParent, config, areas] = await Promise.all([visibleTree(db, lang), configEntries(db, lang, keyList as PublicConfigKey[]), areaList(db, lang)]);
    const [resource = [], information = [], about = []] = footer.map((pid) => byParent.get(pid) ?? []);
    return composeShell({ nav: byParent.get(null) ?? [], resource, information, about, config, areas });
  };

  return {
    shell: () => read(() => (deps.shellMemo ? deps.shellMemo.get(lang, shell) : shell())),
    tree: (pid) => read(() => tree(pid)),
    product: (catalogNumber) => read(async () => detailOf(await productRead(catalogNumber), lang, region, lookups)),
    productSeo: (catalogNumber) => read(async () => seoOf((await productRead(catalogNumber)).p, lang)),
    products: (req) =>
      read(() => {
        const { page, size, ...filter } = query(productListQuery, { ...req });
        return kept(['products', region, filter, page, size], () => productPage(db, lang, region, filter, { page, size }));
      }),
    popularProducts: (count) =>
      read(() => {
        const { number } = query(popularQuery, { number: count });
        return kept(['popular', region, number], () => popularProducts(db, lang, region, number));
      }),
    search: (req) =>
      read(() => {
        const { keywords, page, size, sort, ...filter } = query(searchQuery, searchParams(req));
        return searchAnswer(db, deps.now(), visitor, keywords, filter, { page, size }, sort);
      }),
    searchCounts: (req) =>
      read(() => {
        const { keywords, ...filter } = query(countQuery, { keywords: req.keywords, ...req.filters });
        return searchCounts(db, keywords, filter);
      }),
    searchTab: (tab, req) =>
      read(() => {
        const { keywords, page, size } = query(plainSearchQuery, { keywords: req.keywords, page: req.page });
        return (tab === 'serve' ? searchServices : searchContent)(db, lang, keywords, { page, size });
      }),
    searchTags: (keywords) => read(() => searchTags(db, lang, query(tagsQuery, { keywords }).keywords, lookups)),
    // Kept like the rendered page (the same lifetime): a banner's schedule shows within it.
    banners: () => read(() => kept(['banners'], () => visibleBanners(db, lang, deps.now()))),
    articles: (req) =>
      read(() => {
        const { kind, page, size } = query(articleQuery, { ...req });
        return kept(['articles', kind, page, size], () => articlePage(db, lang, kind, { page, size }));
      }),
  };
}
