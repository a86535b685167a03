import { articleEditSchema, articleListQuerySchema } from '../../../src/contracts/admin/content.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/respond.ts';
import { readBody, readQuery } from '../../http/validate.ts';
import { permitted, type AdminRoute } from '../../http/staff/admin-route.ts';
import { adminArticlePage } from './article.admin-queries.ts';
import { articleRows } from './article.changes.ts';
import { editRoutes } from './edit-routes.ts';

/**
 * Articles in the back office (permission `content`): news, events and investor notices with both
 * languages side by side, hidden ones included. Every change is audited (entity `article`, its id); the
 * change feed makes every server process forget its cached pages, so the storefront shows it at once.
 */
export function articleAdminRoutes(deps: AppDeps): AdminRoute[] {
  return permitted('content', {
    'GET /articles': async (c) => {
      const { untranslated, ...q } = readQuery(c, articleListQuerySchema);
      return ok(c, await adminArticlePage(deps.db, { ...q, untranslated: untranslated === '1' || untranslated === 'true' }));
    },
    ...editRoutes(deps, '/articles', articleRows, (c) => readBody(c, articleEditSchema)),
  });
}
