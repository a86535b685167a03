import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { auditAdminRoutes } from '../audit/audit.admin.ts';
import { articleAdminRoutes } from '../content-admin/article.admin.ts';
import { bannerAdminRoutes } from '../content-admin/banner.admin.ts';
import { directoryAdminRoutes } from '../content-admin/directory.admin.ts';
import { catalogueAdminRoutes } from '../catalogue-admin/catalogue.admin.ts';
import { documentsAdminRoutes } from '../documents/documents.admin.ts';
import { leadsAdminRoutes } from '../leads/leads.admin.ts';
import { ordersAdminRoutes } from '../orders/orders.admin.ts';
import { lotsAdminRoutes } from '../lots/lots.admin.ts';
import { customersAdminRoutes } from '../customers-admin/customers.admin.ts';
import { productImagesAdminRoutes } from '../product-images/product-images.admin.ts';
import { categoriesAdminRoutes } from '../categories-admin/categories.admin.ts';
import { searchAdminRoutes } from '../search/search.admin.ts';
import { productsAdminRoutes } from '../products-admin/products.admin.ts';
import { quotesAdminRoutes } from '../quotes/quotes.admin.ts';
import { configAdminRoutes } from '../site/config.admin.ts';
import { demoSignalsAdminRoutes } from '../site/demo-signals.admin.ts';
import { resourcesAdminRoutes } from '../resources/resources.admin.ts';
import { meAdminRoutes } from '../staff/me.admin.ts';
import { staffAdminRoutes } from '../staff/staff.admin.ts';
import { securityAdminRoutes } from '../staff/security.admin.ts';
import { procurementAdminRoutes } from '../procurement/procurement.admin.ts';
import { organisationsAdminRoutes } from '../organisations/organisations.admin.ts';
import type { AdminEnv } from '../../http/staff/admin-route.ts';
import { mountRoutes, type Route } from '../../http/endpoint-route.ts';
import { permissionOf } from '../../../src/contracts/endpoint.ts';
import type { Permission } from '../../../src/contracts/admin/permissions.ts';
import { requireAccess, staffSession } from './staff-session.ts';

/** Every back-office route, bound to its endpoint declaration (src/contracts/endpoints); a new feature adds its list here. */
export function adminDeclaredRoutes(deps: AppDeps): Route[] {
  return [...productsAdminRoutes(deps), ...articleAdminRoutes(deps), ...bannerAdminRoutes(deps), ...directoryAdminRoutes(deps), ...meAdminRoutes(deps), ...staffAdminRoutes(deps), ...securityAdminRoutes(deps), ...auditAdminRoutes(deps), ...configAdminRoutes(deps), ...demoSignalsAdminRoutes(deps), ...resourcesAdminRoutes(deps), ...categoriesAdminRoutes(deps), ...searchAdminRoutes(deps), ...catalogueAdminRoutes(deps), ...documentsAdminRoutes(deps), ...productImagesAdminRoutes(deps), ...leadsAdminRoutes(deps), ...ordersAdminRoutes(deps), ...lotsAdminRoutes(deps), ...quotesAdminRoutes(deps), ...customersAdminRoutes(deps), ...procurementAdminRoutes(deps), ...organisationsAdminRoutes(deps)];
}

/** Every back-office route's method, path below /api/v1/admin and permission. */
export function adminRouteTable(deps: AppDeps): { method: string; path: string; permission: Permission | null }[] {
  return adminDeclaredRoutes(deps).map(({ endpoint: e }) => ({ method: e.method, path: e.path.slice('/admin'.length), permission: permissionOf(e) }));
}

/**
 * The back office's API, mounted once at /api/v1/admin (server/app.ts). Every request passes the staff
 * session (401 without one) before anything else, including paths no route answers, then its route's
 * permission (403). Answers are never stored by browsers or proxies (`no-store`): they carry staff and
 * customer details.
 */
export function adminRoutes(deps: AppDeps) {
  const admin = new Hono<AdminEnv>();
  admin.use('*', async (c, next) => {
    c.header('cache-control', 'no-store');
    await next();
  });
  admin.use('*', staffSession(deps));
  mountRoutes(admin, adminDeclaredRoutes(deps), { prefix: '/admin', now: deps.now, guard: (e) => requireAccess(e) as never });
  return admin;
}
