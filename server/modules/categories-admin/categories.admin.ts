import { categoryCreateSchema, categoryEditSchema, categoryIdPath, categoryMoveSchema } from '../../../src/contracts/admin/categories.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { ok } from '../../http/respond.ts';
import { readBody, readParams } from '../../http/validate.ts';
import { translate } from '../../../src/i18n/create.ts';
import { permitted, type AdminRoute } from '../../http/staff/admin-route.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { adminCategoryTree, createCategory, deleteCategory, moveCategory, updateCategory } from './categories.changes.ts';

/**
 * The product category tree in the back office (permission `catalogue`): names in both languages, order,
 * visibility, new sub-categories, deletion of empty ones. Every change is one audit row (entity `category`,
 * its id); the change feed then makes every server process forget its cached menus, pages and search index.
 */
export function categoriesAdminRoutes(deps: AppDeps): AdminRoute[] {
  const tree = async () => ({ list: await adminCategoryTree(deps.db) });
  return permitted('catalogue', {
    'GET /categories': async (c) => ok(c, await tree()),
    'POST /categories': async (c) => {
      const input = await readBody(c, categoryCreateSchema);
      const made = await createCategory(deps, actorOf(deps, c), input);
      return ok(c, { id: made.id, ...(await tree()) });
    },
    'PUT /categories/:id': async (c) => {
      const { id } = readParams(c, categoryIdPath);
      await updateCategory(deps, actorOf(deps, c), id, await readBody(c, categoryEditSchema));
      return ok(c, await tree());
    },
    'POST /categories/:id/move': async (c) => {
      const { id } = readParams(c, categoryIdPath);
      await moveCategory(deps, actorOf(deps, c), id, (await readBody(c, categoryMoveSchema)).direction);
      return ok(c, await tree());
    },
    'DELETE /categories/:id': async (c) => {
      const { id } = readParams(c, categoryIdPath);
      const lang = requestLang(c);
      await deleteCategory(deps, actorOf(deps, c), id, (held) => new HttpError('E0409', [{ field: 'id', message: translate(lang, 'admin:categories.notEmpty', { ...held }) }]));
      return ok(c, await tree());
    },
  });
}
