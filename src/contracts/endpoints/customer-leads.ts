import { endpointsOf } from '../endpoint.ts';
import { myLeadsSchema } from '../my-leads.ts';

const declare = endpointsOf({ group: 'customer', access: 'customer' });

export const myLeadList = declare({
  route: 'GET /account/leads',
  answer: myLeadsSchema,
  does: 'the customer\'s own leads (page `/my-leads`), newest first, at most 200 (`src/contracts/my-leads.ts`; status new, in_progress, waiting_customer, answered or closed). Trial, paper-award and resource-download requests are the customer\'s by the user id stored when they were sent logged in; messages, enquiries, COA requests and suggestions (which store no user) by the e-mail they were sent from being the account\'s (verified at registration) e-mail, case-insensitively',
});
