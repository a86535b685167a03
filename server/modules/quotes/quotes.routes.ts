import { myQuoteAccept, myQuoteList, myQuotePdf } from '../../../src/contracts/endpoints/customer-quotes.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { sendStored } from '../../mail/outbox.ts';
import { requireUser } from '../account/current-user.ts';
import { acceptQuote } from './quote-accept.ts';
import { found, pdfAnswer, refusal } from './quote-answers.ts';
import { QuoteRefused } from './quotes.changes.ts';
import { customerQuote, customerQuotes } from './quotes.queries.ts';

/** The customer's quotes in the personal centre: the list, a quote's PDF and accepting it. Another's quote is 404. */
export function customerQuoteRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  return [
    route(myQuoteList, async (c) => {
      const user = await requireUser(deps, c);
      return customerQuotes(db, deps.now(), user.userId);
    }),
    route(myQuotePdf, async (c, { params: { id } }) => {
      const user = await requireUser(deps, c);
      return pdfAnswer(c, db, found(await customerQuote(db, deps.now(), user.userId, id)));
    }),
    route(myQuoteAccept, async (c, { params: { id } }) => {
      const user = await requireUser(deps, c);
      try {
        const placed = await acceptQuote(deps, user.userId, id);
        for (const id of placed.outboxIds) void sendStored(deps, id);
        return { orderId: placed.orderId, orderNumber: placed.orderNumber };
      } catch (err) {
        throw err instanceof QuoteRefused ? refusal(c, err) : err;
      }
    }),
  ];
}
