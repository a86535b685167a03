import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { ok } from '../../http/respond.ts';
import { publicRead } from '../../http/api-caching.ts';
import { productDetail, productExists, productSeo } from './product-detail.queries.ts';
import { catalogNumberParam, childQuery, pidQuery, popularQuery, productListQuery, relatedQuery } from './product.schemas.ts';
import { relatedOfCatalogNumber } from './related.queries.ts';
import { popularProducts, productPage } from './product.queries.ts';
import { childrenOf, navigationTree } from './tree.queries.ts';
import { readParams, readQuery } from '../../http/validate.ts';


/** The `:catalogNumber` of the path, checked (400 `validation:catalogNumber` when malformed). */
const catalogNumberOf = (c: Context) => readParams(c, catalogNumberParam).catalogNumber;

/** The catalogue: category tree and products. Prices follow the visitor's region. */
export function catalogueRoutes({ db, region }: AppDeps) {
  return new Hono()
    .get('/tree_structure', publicRead, async (c) => {
      const { pid } = readQuery(c, pidQuery);
      return ok(c, await childrenOf(db, requestLang(c), pid));
    })
    .get('/tree_structure/child', publicRead, async (c) => {
      readQuery(c, childQuery);
      return ok(c, await navigationTree(db, requestLang(c)));
    })
    .get('/product', publicRead, async (c) => {
      const { page, size, ...filter } = readQuery(c, productListQuery);
      return ok(c, await productPage(db, requestLang(c), region(c), filter, { page, size }));
    })
    .get('/product/:catalogNumber', publicRead, async (c) => {
      const detail = await productDetail(db, requestLang(c), region(c), catalogNumberOf(c));
      if (!detail) throw new HttpError('E0404');
      return ok(c, detail);
    })
    // The spec lists /relaies without describing it: served as the product's related products (the detail's tab).
    .get('/relaies', publicRead, async (c) => {
      const related = await relatedOfCatalogNumber(db, requestLang(c), readQuery(c, relatedQuery).catalogNumber);
      if (!related) throw new HttpError('E0404');
      return ok(c, related);
    })
    .get('/product/:catalogNumber/seo', publicRead, async (c) => {
      const seo = await productSeo(db, requestLang(c), catalogNumberOf(c));
      if (!seo) throw new HttpError('E0404');
      return ok(c, seo);
    })
    .get('/product/:catalogNumber/isExist', publicRead, async (c) => ok(c, await productExists(db, catalogNumberOf(c))))
    .get('/popular_product', publicRead, async (c) => {
      const { number } = readQuery(c, popularQuery);
      return ok(c, await popularProducts(db, requestLang(c), region(c), number));
    });
}
