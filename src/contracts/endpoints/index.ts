import type { Endpoint } from '../endpoint.ts';
import * as productsAdmin from './products-admin.ts';
import * as account from './account.ts';
import * as cart from './cart.ts';
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
export const declaredEndpoints: readonly Endpoint[] = [productsAdmin, account, cart, forms, toolbox, trial, paperAward, resources, newsletter].flatMap((m) => Object.values(m) as Endpoint[]);
