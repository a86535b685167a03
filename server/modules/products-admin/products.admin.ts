import { catalogNumberParams, productEditSchema, productListQuerySchema, productVisibilitySchema } from '../../../src/contracts/admin/products.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { ok } from '../../http/respond.ts';
import { fieldError, readBody, readParams, readQuery } from '../../http/validate.ts';
import { permitted, type AdminRoute } from '../../http/staff/admin-route.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { withAudit } from '../audit/with-audit.ts';
import { isProductCategory, productCategories, productForEdit, saveProduct, setProductVisible } from './product-edit.queries.ts';
import { productList } from './product-list.queries.ts';
import { saveRelated } from './product-related.queries.ts';

/**
 * Products in the back office (permission `catalogue`): the list with search, filters and untranslated
 * counts; one product to edit (texts, category, flags, sizes with prices and stock, related products); its change saved with one audit row (entity `product`, the catalog number,
 * before and after) in the same transaction, after which the change feed makes every server process
 * forget its cached pages and answers, so the storefront shows the change on the next request. A product
 * is shown or hidden (a draft) on its own route, audited as `show` or `hide`.
 */
export function productsAdminRoutes(deps: AppDeps): AdminRoute[] {
  const { db } = deps;
  return permitted('catalogue', {
    'GET /products': async (c) => ok(c, await productList(db, readQuery(c, productListQuerySchema))),
    'GET /products/:catalogNumber': async (c) => {
      const { catalogNumber } = readParams(c, catalogNumberParams);
      const [found, categories] = await Promise.all([productForEdit(db, catalogNumber), productCategories(db)]);
      if (!found) throw new HttpError('E0404');
      return ok(c, { catalogNumber, visible: found.visible, product: found.product, categories });
    },
    'PUT /products/:catalogNumber': async (c) => {
      const { catalogNumber } = readParams(c, catalogNumberParams);
      const edit = await readBody(c, productEditSchema);
      if (!(await isProductCategory(db, edit.categoryId))) throw fieldError(c, 'categoryId', 'admin:products.v.categoryUnknown');
      const product = await withAudit(deps, actorOf(deps, c), { entity: 'product', key: catalogNumber, action: 'update' }, async (tx) => {
        const before = await productForEdit(tx, catalogNumber);
        if (!before) throw new HttpError('E0404');
        const known = new Set(before.product.sizes.map((s) => s.id));
        if (!(await saveProduct(tx, before.id, known, edit))) throw fieldError(c, 'sizes', 'admin:products.v.sizeUnknown');
        const problem = await saveRelated(tx, before.id, edit.related);
        if (problem) throw fieldError(c, `related.${problem.index}`, problem.key, { catalogNumber: problem.key === 'admin:products.v.relatedSelf' ? catalogNumber : edit.related[problem.index]!.catalogNumber });
        const after = (await productForEdit(tx, catalogNumber))!;
        return { before: before.product, after: after.product, result: after };
      });
      return ok(c, { catalogNumber, visible: product.visible, product: product.product });
    },
    'PUT /products/:catalogNumber/visibility': async (c) => {
      const { catalogNumber } = readParams(c, catalogNumberParams);
      const { visible } = await readBody(c, productVisibilitySchema);
      const shown = await withAudit(deps, actorOf(deps, c), { entity: 'product', key: catalogNumber, action: visible ? 'show' : 'hide' }, async (tx) => {
        const before = await setProductVisible(tx, catalogNumber, visible);
        if (before === null) throw new HttpError('E0404');
        return { before: { visible: before }, after: { visible }, result: visible };
      });
      return ok(c, { catalogNumber, visible: shown });
    },
  });
}
