import { customerDetailSchema, customerEraseSchema, customerListQuerySchema, customerPageSchema, customerPathSchema } from '../admin/customers.ts';
import { endpointsOf, FILE_ANSWER } from '../endpoint.ts';

/** Customers in the back office (permission `orders`, as their orders and quotes): find, look at, disable, export, erase. */
const declare = endpointsOf({ group: 'admin', access: { permission: 'orders' } });

export const adminCustomerList = declare({
  route: 'GET /admin/customers',
  query: customerListQuerySchema,
  answer: customerPageSchema,
  does: '`q` matches part of the name, e-mail, phone or company (case-insensitive); newest accounts first; `{ items, total, page, pageSize }`, `pageSize` 50 unless given, at most 200',
});

export const adminCustomerGet = declare({
  route: 'GET /admin/customers/:id',
  params: customerPathSchema,
  answer: customerDetailSchema,
  does: 'the account (disabled or erased since when), its organisation account (`organisation`: name, role, limit per order; null for none), its orders and quotes, its newest 200 leads (by the user id where the lead table stores one, else by the account\'s e-mail) and `leadsTotal` counting every one, its address book; 404 for an unknown customer',
});

export const adminCustomerDisable = declare({
  route: 'POST /admin/customers/:id/disable',
  params: customerPathSchema,
  answer: customerDetailSchema,
  does: 'the customer can no longer log in (the login says the account is disabled) and every login they hold ends at once; audited (entity `customer`); disabling a disabled customer changes nothing; answers the customer',
});

export const adminCustomerEnable = declare({
  route: 'POST /admin/customers/:id/enable',
  params: customerPathSchema,
  answer: customerDetailSchema,
  does: 'the customer may log in again (an erased customer never can: 409); audited (entity `customer`); answers the customer',
});

export const adminCustomerExport = declare({
  route: 'GET /admin/customers/:id/personal-data',
  params: customerPathSchema,
  answer: FILE_ANSWER,
  does: 'everything stored about the customer as a JSON file `customer-<id>-personal-data.json` (account, organisation membership and invitations to their e-mail, addresses, orders with lines and timeline, quotes with lines, every lead with every field, its status and history (staff notes and replies) and a paper award\'s file names, newsletter subscription, cart, logins, mails and codes sent to their e-mail or phone, PunchOut connections, sessions and messages naming them, toolbox usage, visits made while logged in; never the password hash or a token); audited (entity `customer`, action `export`)',
});

export const adminCustomerErase = declare({
  route: 'POST /admin/customers/:id/erase',
  params: customerPathSchema,
  body: customerEraseSchema,
  answer: customerDetailSchema,
  does: '`confirmEmail` must be the customer\'s e-mail (else 400 naming it): the personal data is erased (name, phone, company, department, areas; e-mail becomes `erased-<id>@erased.invalid`; addresses, cart, newsletter subscription, codes and messages sent to them deleted; their leads\' personal fields and file names blanked, a paper award\'s files deleted from the disk once the erasure has committed; ship-to addresses and fapiao e-mails of their orders removed; invitations to their e-mail deleted; the Contact of PunchOut sessions naming them and their login name on visits blanked; mails to others and cXML messages mentioning their e-mail or phone keep the text with name, e-mail and phone replaced by `***`; the audit log and what staff wrote in lead and order histories stay, append-only), every login ends and none is possible again; orders and quotes stay with their totals; audited without the erased data; a customer already erased answers 409',
});
