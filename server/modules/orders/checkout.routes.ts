import { addressBookDelete, addressBookList, addressBookSave, checkoutPlace } from '../../../src/contracts/endpoints/customer-orders.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { requestLang } from '../../http/request-lang.ts';
import { fieldError } from '../../http/validate.ts';
import { sendStored } from '../../mail/outbox.ts';
import { requireUser } from '../account/current-user.ts';
import { addressesOf, deleteAddress, saveAddress } from './address-book.ts';
import { checkout } from './checkout.ts';

/** Check-out with details, and the customer's address book. Login required; scoped to the token's user. */
export function checkoutRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  return [
    route(checkoutPlace, async (c, { body: input }) => {
      const user = await requireUser(deps, c);
      const outcome = await checkout(deps, deps.now(), requestLang(c), deps.region(c), user.userId, input);
      if (outcome.status === 'empty') throw fieldError(c, 'cart', 'account:cart.empty');
      // The mails go out after the commit; the answer does not wait for the mail server.
      for (const id of outcome.outboxIds) void sendStored(deps, id);
      const { orderId, orderNumber, quoteLines, repeated, awaitingApproval } = outcome;
      return { orderId, orderNumber, quoteLines, repeated, awaitingApproval };
    }),
    route(addressBookList, async (c) => {
      const user = await requireUser(deps, c);
      return addressesOf(db, user.userId);
    }),
    route(addressBookSave, async (c, { body: address }) => {
      const user = await requireUser(deps, c);
      const id = await saveAddress(db, deps.now(), user.userId, address);
      if (id === null) throw fieldError(c, 'address', 'account:checkout.bookFull');
      return { id };
    }),
    route(addressBookDelete, async (c, { params: { id } }) => {
      const user = await requireUser(deps, c);
      if (!(await deleteAddress(db, user.userId, id))) throw new HttpError('E0404');
      return true as const;
    }),
  ];
}
