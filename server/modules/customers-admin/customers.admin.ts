import { adminCustomerDisable, adminCustomerEnable, adminCustomerErase, adminCustomerExport, adminCustomerGet, adminCustomerList } from '../../../src/contracts/endpoints/customers-admin.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { requestLang } from '../../http/request-lang.ts';
import type { AdminContext } from '../../http/staff/admin-route.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { auditEvent } from '../audit/with-audit.ts';
import { customerPersonalData } from './customer-export.ts';
import { CustomerErased, disableCustomer, enableCustomer, eraseCustomer } from './customers.changes.ts';
import { customerDetail, findCustomers } from './customers.queries.ts';

/**
 * Customers in the back office (permission `orders`): the search, a customer's page with their orders, quotes,
 * leads and addresses, disabling and enabling their login, and the personal-information requests (export, erase).
 */
export function customersAdminRoutes(deps: AppDeps): Route[] {
  const { db, now } = deps;

  async function detail(c: AdminContext, id: number) {
    const customer = await customerDetail(db, now(), requestLang(c), id);
    if (!customer) throw notFound();
    return customer;
  }

  /** Runs a change; an erased customer's refusal is a 409 saying so in the page's language. */
  async function changing(c: AdminContext, id: number, change: () => Promise<void>) {
    try {
      await change();
    } catch (err) {
      if (err instanceof CustomerErased) throw new HttpError('E0409', [{ field: 'id', message: translate(requestLang(c), 'admin:customers.alreadyErased') }]);
      throw err;
    }
    return detail(c, id);
  }

  return [
    route(adminCustomerList, (_c, { query }) => findCustomers(db, query)),
    route(adminCustomerGet, (c, { params: { id } }) => detail(c, id)),
    route(adminCustomerDisable, (c, { params: { id } }) => changing(c, id, () => disableCustomer(deps, actorOf(deps, c), id))),
    route(adminCustomerEnable, (c, { params: { id } }) => changing(c, id, () => enableCustomer(deps, actorOf(deps, c), id))),
    route(adminCustomerErase, (c, { params: { id }, body }) => changing(c, id, () => eraseCustomer(deps, actorOf(deps, c), id, body.confirmEmail))),
    route(adminCustomerExport, async (c, { params: { id } }) => {
      const data = await customerPersonalData(db, now(), id);
      if (!data) throw notFound();
      // Who exported whom, and when: the row names the account by id only, never by its data.
      await auditEvent(db, actorOf(deps, c), now(), { entity: 'customer', key: String(id), action: 'export', before: null, after: null });
      return c.body(JSON.stringify(data, null, 2), 200, {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="customer-${id}-personal-data.json"`,
      });
    }),
  ];
}
