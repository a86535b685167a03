import { memberPricesQuerySchema, memberPricesSchema, myOrganisationSchema } from '../organisation.ts';
import { endpointsOf } from '../endpoint.ts';

/**
 * The organisation a customer belongs to, as its members see it (src/contracts/organisation.ts): membership and
 * the prices of its price list. Login required; a customer of no organisation gets null and list prices.
 */
const declare = endpointsOf({ group: 'customer', access: 'customer' });

export const myOrganisation = declare({
  route: 'GET /organisation',
  answer: myOrganisationSchema,
  does: 'the login\'s organisation: `id`, `nameEn`, `nameZh`, their `role` (`buyer`, `approver`, `admin`), `limitCny` (null: none) and `requirePoNumber`; null for a customer of no organisation',
});

export const memberPrices = declare({
  route: 'GET /organisation/prices',
  query: memberPricesQuerySchema,
  answer: memberPricesSchema,
  does: '`sizeIds` 1 to 100 size ids, comma-separated: each visible size\'s price for the login, `[{ sizeId, price }]` (`¥…` or `inquiry`; outside mainland China always `inquiry`), with the organisation\'s price list applied (a fixed price of the size, else the list price less its percentage); `[]` for a customer of no organisation (the product page keeps its list prices)',
});
