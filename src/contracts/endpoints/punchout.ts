import { punchoutSessionQuerySchema, punchoutSessionSchema } from '../punchout.ts';
import { endpointsOf } from '../endpoint.ts';

/** The PunchOut session of the logged-in buyer's tab (the cXML and form routes under /punchout are listed in the README's PunchOut section). */
const declare = endpointsOf({ group: 'customer', access: 'customer' });

export const punchoutSessionGet = declare({
  route: 'POST /punchout/session',
  body: punchoutSessionQuerySchema,
  answer: punchoutSessionSchema,
  does: '`key` the session key the StartPage\'s redirect gave the tab (`?punchout=`); the session\'s connection name, operation, currency and the cart lines priced on inquiry (they cannot be transferred); 404 when the key is not a started, untransferred session of this customer, or its 8 hours are over',
});
