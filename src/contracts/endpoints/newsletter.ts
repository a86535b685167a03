import { z } from 'zod';
import { endpointsOf } from '../endpoint.ts';
import { newsletterSubscribeSchema, newsletterTokenSchema } from '../forms/newsletter.ts';

/** The newsletter with double opt-in: subscribe, confirm by the mailed link, unsubscribe (page `/subscription`). */

const declare = endpointsOf({ group: 'storefront', access: 'public' });
const done = z.literal(true);

export const newsletterSubscribe = declare({
  route: 'POST /mail/subscription',
  body: newsletterSubscribeSchema,
  answer: done,
  does: 'asks to subscribe an address (stored lower-case): a confirmation e-mail in the request\'s language with the confirm and unsubscribe links (`/subscription?confirm=` / `?unsubscribe=` on the configured host of the language), sent after the commit. The answer and its timing are the same whether the address is new, pending or confirmed. 30 an hour per client address, 5 per address (then 429)',
});

export const newsletterConfirm = declare({
  route: 'POST /mail/subscription/confirm',
  body: newsletterTokenSchema,
  answer: done,
  does: 'confirms a subscription with the token of its confirm link and sends the welcome e-mail in the subscriber\'s language; an unknown or used token answers 404',
});

export const newsletterUnsubscribe = declare({
  route: 'POST /mail/subscription/unsubscribe',
  body: newsletterTokenSchema,
  answer: done,
  does: 'ends a pending or confirmed subscription with the token of its unsubscribe link; an unknown token, or an address that already left, answers 404',
});
