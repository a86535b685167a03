import { adminCategoryCreate, adminCategoryDelete, adminCategoryList, adminCategoryMove, adminCategorySave } from '../../../src/contracts/endpoints/categories-admin.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { translate } from '../../../src/i18n/create.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { adminCategoryTree, createCategory, deleteCategory, moveCategory, updateCategory } from './categories.changes.ts';

/**
 * The product category tree in the back office (permission `catalogue`): names in both languages, order,
 * visibility, new sub-categories, deletion of empty ones. Every change is one audit row (entity `category`,
 * its id); the change feed then makes every server process forget its cached menus, pages and search index.
 */
export function categoriesAdminRoutes(deps: AppDeps): Route[] {
  const tree = async () => ({ list: await adminCategoryTree(deps.db) });
  return [
    route(adminCategoryList, () => tree()),
    route(adminCategoryCreate, async (c, { body }) => {
      const made = await createCategory(deps, actorOf(deps, c), body);
      return { id: made.id, ...(await tree()) };
    }),
    route(adminCategorySave, async (c, { params: { id }, body }) => {
      await updateCategory(deps, actorOf(deps, c), id, body);
      return tree();
    }),
    route(adminCategoryMove, async (c, { params: { id }, body: { direction } }) => {
      await moveCategory(deps, actorOf(deps, c), id, direction);
      return tree();
    }),
    route(adminCategoryDelete, async (c, { params: { id } }) => {
      const lang = requestLang(c);
      await deleteCategory(deps, actorOf(deps, c), id, (held) => new HttpError('E0409', [{ field: 'id', message: translate(lang, 'admin:categories.notEmpty', { ...held }) }]));
      return tree();
    }),
  ];
}
