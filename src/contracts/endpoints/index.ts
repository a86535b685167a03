import type { Endpoint } from '../endpoint.ts';
import * as contentAdmin from './content-admin.ts';
import * as productsAdmin from './products-admin.ts';
import * as staffAdmin from './staff-admin.ts';
import * as auditAdmin from './audit-admin.ts';
import * as configAdmin from './config-admin.ts';
import * as categoriesAdmin from './categories-admin.ts';
import * as catalogueAdmin from './catalogue-admin.ts';
import * as documents from './documents.ts';
import * as productImages from './product-images.ts';

/**
 * Every declared endpoint, in the README's order within each group. The server binds them (each module's route
 * list), the README's API tables are printed from them (scripts/api-tables.ts), and the endpoint walk tests them.
 */
export const declaredEndpoints: readonly Endpoint[] = [contentAdmin, productsAdmin, staffAdmin, auditAdmin, configAdmin, categoriesAdmin, catalogueAdmin, documents, productImages].flatMap((m) => Object.values(m) as Endpoint[]);
