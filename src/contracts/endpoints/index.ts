import type { Endpoint } from '../endpoint.ts';
import * as productsAdmin from './products-admin.ts';
import * as leadsAdmin from './leads-admin.ts';
import * as ordersAdmin from './orders-admin.ts';
import * as quotesAdmin from './quotes-admin.ts';
import * as customerOrders from './customer-orders.ts';
import * as customerQuotes from './customer-quotes.ts';
import * as customerLeads from './customer-leads.ts';

/**
 * Every declared endpoint, in the README's order within each group. The server binds them (each module's route
 * list), the README's API tables are printed from them (scripts/api-tables.ts), and the endpoint walk tests them.
 */
export const declaredEndpoints: readonly Endpoint[] = [productsAdmin, leadsAdmin, ordersAdmin, quotesAdmin, customerOrders, customerQuotes, customerLeads].flatMap((m) => Object.values(m) as Endpoint[]);
