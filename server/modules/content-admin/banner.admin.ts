import { bannerEditSchema } from '../../../src/contracts/admin/content.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/respond.ts';
import { readBody } from '../../http/validate.ts';
import { permitted, type AdminRoute } from '../../http/staff/admin-route.ts';
import { adminBannerList, bannerRows } from './banner.changes.ts';
import { editRoutes } from './edit-routes.ts';

/**
 * The home page's banners in the back office (permission `content`): both languages' titles, order,
 * schedule, link and image, every change audited (entity `banner`, its id).
 */
export function bannerAdminRoutes(deps: AppDeps): AdminRoute[] {
  return permitted('content', {
    'GET /banners': async (c) => ok(c, await adminBannerList(deps.db)),
    ...editRoutes(deps, '/banners', bannerRows, (c) => readBody(c, bannerEditSchema)),
  });
}
