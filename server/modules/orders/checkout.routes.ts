import { Hono } from 'hono';
import { addressIdSchema, addressSchema, checkoutSchema, type CheckoutResult } from '../../../src/contracts/checkout.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { ok } from '../../http/respond.ts';
import { fieldError, readBody, readParams } from '../../http/validate.ts';
import { sendStored } from '../../mail/outbox.ts';
import { requireUser } from '../account/current-user.ts';
import { addressesOf, deleteAddress, saveAddress } from './address-book.ts';
import { checkout } from './checkout.ts';

/** Check-out with details, and the customer's address book. Login required; scoped to the token's user. */
export function checkoutRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono()
    .post('/order/checkout', async (c) => {
      const user = await requireUser(deps, c);
      const input = await readBody(c, checkoutSchema);
      const outcome = await checkout(deps, deps.now(), requestLang(c), deps.region(c), user.userId, input);
      if (outcome.status === 'empty') throw fieldError(c, 'cart', 'account:cart.empty');
      // The mails go out after the commit; the answer does not wait for the mail server.
      for (const id of outcome.outboxIds) void sendStored(deps, id);
      const { orderId, orderNumber, quoteLines, repeated } = outcome;
      return ok(c, { orderId, orderNumber, quoteLines, repeated } satisfies CheckoutResult);
    })
    .get('/account/addresses', async (c) => {
      const user = await requireUser(deps, c);
      return ok(c, await addressesOf(db, user.userId));
    })
    .post('/account/addresses', async (c) => {
      const user = await requireUser(deps, c);
      const address = await readBody(c, addressSchema);
      const id = await saveAddress(db, deps.now(), user.userId, address);
      if (id === null) throw fieldError(c, 'address', 'account:checkout.bookFull');
      return ok(c, { id });
    })
    .delete('/account/addresses/:id', async (c) => {
      const user = await requireUser(deps, c);
      const { id } = readParams(c, addressIdSchema);
      if (!(await deleteAddress(db, user.userId, id))) throw new HttpError('E0404');
      return ok(c, true);
    });
}
