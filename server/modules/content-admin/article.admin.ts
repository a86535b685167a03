import { articleEditSchema, articleListQuerySchema, contentIdPath } from '../../../src/contracts/admin/content.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/respond.ts';
import { readBody, readParams, readQuery } from '../../http/validate.ts';
import type { AdminRoute } from '../admin/admin-route.ts';
import { actorOf } from '../admin/staff-session.ts';
import { adminArticlePage } from './article.admin-queries.ts';
import { createArticle, deleteArticle, updateArticle } from './article.changes.ts';

/**
 * Articles in the back office (permission `content`): news, events and investor notices with both
 * languages side by side, hidden ones included. Every change is audited (entity `article`, its id); the
 * change feed makes every server process forget its cached pages, so the storefront shows it at once.
 */
export function articleAdminRoutes(deps: AppDeps): AdminRoute[] {
  return [
    {
      method: 'GET',
      path: '/articles',
      permission: 'content',
      handler: async (c) => {
        const { untranslated, ...q } = readQuery(c, articleListQuerySchema);
        return ok(c, await adminArticlePage(deps.db, { ...q, untranslated: untranslated === '1' || untranslated === 'true' }));
      },
    },
    {
      method: 'POST',
      path: '/articles',
      permission: 'content',
      handler: async (c) => ok(c, await createArticle(deps, actorOf(deps, c), await readBody(c, articleEditSchema))),
    },
    {
      method: 'PUT',
      path: '/articles/:id',
      permission: 'content',
      handler: async (c) => {
        const { id } = readParams(c, contentIdPath);
        return ok(c, await updateArticle(deps, actorOf(deps, c), id, await readBody(c, articleEditSchema)));
      },
    },
    {
      method: 'DELETE',
      path: '/articles/:id',
      permission: 'content',
      handler: async (c) => ok(c, await deleteArticle(deps, actorOf(deps, c), readParams(c, contentIdPath).id)),
    },
  ];
}
