import { adminProductGet, adminProductList, adminProductSave, adminProductVisibility } from '../../../src/contracts/endpoints/products-admin.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { fieldError } from '../../http/validate.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { withAudit } from '../audit/with-audit.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { checkVersion } from '../../http/staff/stale-edit.ts';
import { audited, isProductCategory, productCategories, productForEdit, saveProduct, setProductVisible } from './product-edit.queries.ts';
import { productList } from './product-list.queries.ts';
import { saveRelated } from './product-related.queries.ts';
import { specificationDictionaries, unknownDictionaryValue } from './product-specification.queries.ts';

/**
 * Products in the back office (permission `catalogue`): the list with search, filters and untranslated
 * counts; one product to edit (texts, category, flags, sizes with prices and stock, related products); its change saved with one audit row (entity `product`, the catalog number,
 * before and after) in the same transaction, after which the change feed makes every server process
 * forget its cached pages and answers, so the storefront shows the change on the next request. A product
 * is shown or hidden (a draft) on its own route, audited as `show` or `hide`.
 */
/** `GET /admin/products/:catalogNumber`'s answer (also the `current` of a stale save's 409). */
async function productToEdit(db: Db, catalogNumber: string) {
  const [found, categories, dictionaries] = await Promise.all([productForEdit(db, catalogNumber), productCategories(db), specificationDictionaries(db)]);
  if (!found) throw new HttpError('E0404');
  return { catalogNumber, visible: found.visible, product: found.product, categories, dictionaries };
}

export function productsAdminRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  return [
    route(adminProductList, (_c, { query }) => productList(db, query)),
    route(adminProductGet, (_c, { params: { catalogNumber } }) => productToEdit(db, catalogNumber)),
    route(adminProductSave, async (c, { params: { catalogNumber }, body: edit }) => {
      if (!(await isProductCategory(db, edit.categoryId))) throw fieldError(c, 'categoryId', 'admin:products.v.categoryUnknown');
      const unknown = await unknownDictionaryValue(db, edit);
      if (unknown) throw fieldError(c, unknown, 'admin:products.v.dictionary');
      const product = await withAudit(deps, actorOf(deps, c), { entity: 'product', key: catalogNumber, action: 'update' }, async (tx) => {
        await checkVersion(tx, { table: products, where: eq(products.catalogNumber, catalogNumber), expected: edit.version, entity: 'product', key: catalogNumber, current: () => productToEdit(tx, catalogNumber) });
        const before = await productForEdit(tx, catalogNumber);
        if (!before) throw new HttpError('E0404');
        const known = new Set(before.product.sizes.map((s) => s.id));
        if (!(await saveProduct(tx, before.id, known, edit))) throw fieldError(c, 'sizes', 'admin:products.v.sizeUnknown');
        const problem = await saveRelated(tx, before.id, edit.related);
        if (problem) throw fieldError(c, `related.${problem.index}`, problem.key, { catalogNumber: problem.key === 'admin:products.v.relatedSelf' ? catalogNumber : edit.related[problem.index]!.catalogNumber });
        const after = (await productForEdit(tx, catalogNumber))!;
        return { before: audited(before.product), after: audited(after.product), result: after };
      });
      return { catalogNumber, visible: product.visible, product: product.product };
    }),
    route(adminProductVisibility, async (c, { params: { catalogNumber }, body: { visible } }) => {
      const shown = await withAudit(deps, actorOf(deps, c), { entity: 'product', key: catalogNumber, action: visible ? 'show' : 'hide' }, async (tx) => {
        const before = await setProductVisible(tx, catalogNumber, visible);
        if (before === null) throw new HttpError('E0404');
        return { before: { visible: before.visible }, after: { visible }, result: before.version };
      });
      return { catalogNumber, visible, version: shown };
    }),
  ];
}
