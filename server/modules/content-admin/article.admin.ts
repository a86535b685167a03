import { adminArticleCreate, adminArticleDelete, adminArticleList, adminArticleUpdate } from '../../../src/contracts/endpoints/content-admin.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { adminArticlePage } from './article.admin-queries.ts';
import { articleRows } from './article.changes.ts';
import { editRoutes } from './edit-routes.ts';

/**
 * Articles in the back office (permission `content`): news, events and investor notices with both
 * languages side by side, hidden ones included. Every change is audited (entity `article`, its id); the
 * change feed makes every server process forget its cached pages, so the storefront shows it at once.
 */
export function articleAdminRoutes(deps: AppDeps): Route[] {
  return [
    route(adminArticleList, (_c, { query: { untranslated, ...q } }) => adminArticlePage(deps.db, { ...q, untranslated: untranslated === '1' || untranslated === 'true' })),
    ...editRoutes(deps, { create: adminArticleCreate, update: adminArticleUpdate, remove: adminArticleDelete }, articleRows),
  ];
}
