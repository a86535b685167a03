import { bannerEditSchema, contentIdPath } from '../../../src/contracts/admin/content.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/respond.ts';
import { readBody, readParams } from '../../http/validate.ts';
import type { AdminRoute } from '../admin/admin-route.ts';
import { actorOf } from '../admin/staff-session.ts';
import { adminBannerList, createBanner, deleteBanner, updateBanner } from './banner.changes.ts';

/**
 * The home page's banners in the back office (permission `content`): both languages' titles, order,
 * schedule, link and image, every change audited (entity `banner`, its id).
 */
export function bannerAdminRoutes(deps: AppDeps): AdminRoute[] {
  return [
    { method: 'GET', path: '/banners', permission: 'content', handler: async (c) => ok(c, await adminBannerList(deps.db)) },
    {
      method: 'POST',
      path: '/banners',
      permission: 'content',
      handler: async (c) => ok(c, await createBanner(deps, actorOf(deps, c), await readBody(c, bannerEditSchema))),
    },
    {
      method: 'PUT',
      path: '/banners/:id',
      permission: 'content',
      handler: async (c) => {
        const { id } = readParams(c, contentIdPath);
        return ok(c, await updateBanner(deps, actorOf(deps, c), id, await readBody(c, bannerEditSchema)));
      },
    },
    {
      method: 'DELETE',
      path: '/banners/:id',
      permission: 'content',
      handler: async (c) => ok(c, await deleteBanner(deps, actorOf(deps, c), readParams(c, contentIdPath).id)),
    },
  ];
}
