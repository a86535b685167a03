import type { Endpoint } from '../endpoint.ts';
import * as contentAdmin from './content-admin.ts';
import * as productsAdmin from './products-admin.ts';
import * as staffAdmin from './staff-admin.ts';
import * as auditAdmin from './audit-admin.ts';
import * as configAdmin from './config-admin.ts';
import * as resourcesAdmin from './resources-admin.ts';
import * as categoriesAdmin from './categories-admin.ts';
import * as searchAdmin from './search-admin.ts';
import * as catalogueAdmin from './catalogue-admin.ts';
import * as citationsAdmin from './citations-admin.ts';
import * as documents from './documents.ts';
import * as productImages from './product-images.ts';
import * as leadsAdmin from './leads-admin.ts';
import * as ordersAdmin from './orders-admin.ts';
import * as lotsAdmin from './lots-admin.ts';
import * as quotesAdmin from './quotes-admin.ts';
import * as customersAdmin from './customers-admin.ts';
import * as procurementAdmin from './procurement-admin.ts';
import * as organisationsAdmin from './organisations-admin.ts';
import * as customerOrders from './customer-orders.ts';
import * as customerQuotes from './customer-quotes.ts';
import * as customerLeads from './customer-leads.ts';
import * as organisation from './organisation.ts';
import * as analytics from './analytics.ts';
import * as catalogue from './catalogue.ts';
import * as content from './content.ts';
import * as health from './health.ts';
import * as search from './search.ts';
import * as site from './site.ts';
import * as account from './account.ts';
import * as cart from './cart.ts';
import * as punchout from './punchout.ts';
import * as forms from './forms.ts';
import * as toolbox from './toolbox.ts';
import * as trial from './trial.ts';
import * as paperAward from './paper-award.ts';
import * as resources from './resources.ts';
import * as newsletter from './newsletter.ts';

/**
 * Every declared endpoint, in the README's order within each group. The server binds them (each module's route
 * list), the README's API tables are printed from them (scripts/api-tables.ts), and the endpoint walk tests them.
 */
export const declaredEndpoints: readonly Endpoint[] = [contentAdmin, productsAdmin, staffAdmin, auditAdmin, configAdmin, resourcesAdmin, categoriesAdmin, searchAdmin, catalogueAdmin, citationsAdmin, documents, productImages, leadsAdmin, ordersAdmin, lotsAdmin, quotesAdmin, customersAdmin, procurementAdmin, organisationsAdmin, customerOrders, customerQuotes, customerLeads, organisation, analytics, catalogue, content, health, search, site, account, cart, punchout, forms, toolbox, trial, paperAward, resources, newsletter].flatMap((m) => Object.values(m) as Endpoint[]);
