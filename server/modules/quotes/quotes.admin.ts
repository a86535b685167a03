import type { Context } from 'hono';
import { adminQuoteCreate, adminQuoteGet, adminQuoteList, adminQuotePdf, adminQuoteSend } from '../../../src/contracts/endpoints/quotes-admin.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { sendStored } from '../../mail/outbox.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { found, pdfAnswer, refusal } from './quote-answers.ts';
import { createQuote, QuoteRefused, sendQuote } from './quotes.changes.ts';
import { quotePage, quoteView } from './quotes.queries.ts';

/** Quotes in the back office (permission `orders`): price an enquiry or a customer's request, send it, its PDF. */
export function quotesAdminRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  const one = async (id: number) => found(await quoteView(db, deps.now(), id));
  const refusing = async <T>(c: Context, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (err) {
      throw err instanceof QuoteRefused ? refusal(c, err) : err;
    }
  };

  return [
    route(adminQuoteList, (_c, { query }) => quotePage(db, deps.now(), query)),
    route(adminQuoteCreate, async (c, { body: input }) => {
      const id = await refusing(c, () => createQuote(deps, actorOf(deps, c), input));
      return found(await quoteView(db, deps.now(), id));
    }),
    route(adminQuoteGet, (_c, { params: { id } }) => one(id)),
    route(adminQuotePdf, async (c, { params: { id } }) => pdfAnswer(c, db, await one(id))),
    route(adminQuoteSend, async (c, { params: { id } }) => {
      const outboxId = await refusing(c, () => sendQuote(deps, actorOf(deps, c), id));
      // The mail goes out after the commit; the answer does not wait for the mail server.
      void sendStored(deps, outboxId);
      return one(id);
    }),
  ];
}
