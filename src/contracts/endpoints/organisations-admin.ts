import {
  adminOrganisationSchema,
  memberAddSchema,
  memberRemoveQuerySchema,
  memberSaveSchema,
  organisationCreateSchema,
  organisationListQuerySchema,
  organisationMemberPathSchema,
  organisationPageSchema,
  organisationPathSchema,
  organisationSaveSchema,
  priceListSaveSchema,
} from '../admin/organisations.ts';
import { endpointsOf } from '../endpoint.ts';

/**
 * Organisation accounts in the back office (permission `orders`, as the orders they make): the company, its members
 * and its price list. The organisation is one versioned record: every change sends the `version` the page loaded
 * (an older one answers 409 `E0409V`, nothing written), answers the whole organisation and is audited in the same
 * transaction (entity `organisation`, its id).
 */
const declare = endpointsOf({ group: 'admin', access: { permission: 'orders' } });

export const adminOrganisationList = declare({
  route: 'GET /admin/organisations',
  query: organisationListQuerySchema,
  answer: organisationPageSchema,
  does: '`q` matches part of the English or Chinese name or the credit code (case-insensitive); by English name; `{ items, total, page, pageSize }` with each one\'s `memberCount`, `pageSize` 50 unless given, at most 200',
});

export const adminOrganisationGet = declare({
  route: 'GET /admin/organisations/:id',
  params: organisationPathSchema,
  answer: adminOrganisationSchema,
  does: 'the organisation\'s fields, `members` (`userId`, name, e-mail, `role`, `limitCny`, `lang`), its price list (`percentOff`, `fixedPrices` with each size\'s list price) and `version`; 404 when there is none',
});

export const adminOrganisationCreate = declare({
  route: 'POST /admin/organisations',
  body: organisationCreateSchema,
  answer: adminOrganisationSchema,
  does: 'the fields of `src/contracts/admin/organisations.ts`: `nameEn`, `nameZh`, `creditCode` (18 characters of the GB 32100-2015 alphabet; a wrong check character is a 400 naming it unless `creditCodeConfirmed`), `addresses` (at most 10), the fapiao fields, `requirePoNumber`; a credit code already on file is a 400 naming it; audited; answers the organisation',
});

export const adminOrganisationUpdate = declare({
  route: 'PUT /admin/organisations/:id',
  params: organisationPathSchema,
  body: organisationSaveSchema,
  answer: adminOrganisationSchema,
  does: 'the same fields with `version`; audited with before and after; 404 when there is none',
});

export const adminOrganisationMemberAdd = declare({
  route: 'POST /admin/organisations/:id/members',
  params: organisationPathSchema,
  body: memberAddSchema,
  answer: adminOrganisationSchema,
  does: 'an existing customer account by its `email` (none: 400 naming `email`; a member of another organisation: 400 naming `email`), `role` `buyer`, `approver` or `admin`, `limitCny` (a buyer\'s limit per order in yuan, null for none), `lang` of the approval e-mails; with `version`; audited',
});

export const adminOrganisationMemberSave = declare({
  route: 'PUT /admin/organisations/:id/members/:userId',
  params: organisationMemberPathSchema,
  body: memberSaveSchema,
  answer: adminOrganisationSchema,
  does: 'a member\'s `role`, `limitCny` and `lang`, with `version`; audited; 404 when the account is not a member',
});

export const adminOrganisationMemberRemove = declare({
  route: 'DELETE /admin/organisations/:id/members/:userId',
  params: organisationMemberPathSchema,
  query: memberRemoveQuerySchema,
  answer: adminOrganisationSchema,
  does: 'the account leaves the organisation (it stays a customer; its orders stay), `version` in the query; audited; 404 when it is not a member',
});

export const adminOrganisationPrices = declare({
  route: 'PUT /admin/organisations/:id/prices',
  params: organisationPathSchema,
  body: priceListSaveSchema,
  answer: adminOrganisationSchema,
  does: 'replaces the price list: `percentOff` (0 to 100, two decimals) off every list price and `fixed` `[{ sizeId, priceCny }]`, which win over it (an unknown size is a 400 naming `fixed.<n>.sizeId`); with `version`; audited with before and after. Members get these prices on the storefront, in PunchOut carts and in quotes',
});
