import { adminBannerCreate, adminBannerDelete, adminBannerList, adminBannerUpdate } from '../../../src/contracts/endpoints/content-admin.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { bannerRows, everyBanner } from './banner.changes.ts';
import { editRoutes } from './edit-routes.ts';

/**
 * The home page's banners in the back office (permission `content`): both languages' titles, order,
 * schedule, link and image, every change audited (entity `banner`, its id).
 */
export function bannerAdminRoutes(deps: AppDeps): Route[] {
  return [
    route(adminBannerList, () => everyBanner(deps.db)),
    ...editRoutes(deps, { create: adminBannerCreate, update: adminBannerUpdate, remove: adminBannerDelete }, bannerRows),
  ];
}
