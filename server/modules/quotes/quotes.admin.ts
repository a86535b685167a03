import { quoteCreateSchema, quotePathSchema } from '../../../src/contracts/quotes.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/respond.ts';
import { readBody, readParams } from '../../http/validate.ts';
import { sendStored } from '../../mail/outbox.ts';
import { permitted, type AdminContext, type AdminRoute } from '../../http/staff/admin-route.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { found, pdfAnswer, refusal } from './quote-answers.ts';
import { createQuote, QuoteRefused, sendQuote } from './quotes.changes.ts';
import { quoteView, quoteViews } from './quotes.queries.ts';

/** Quotes in the back office (permission `orders`): price an enquiry or a customer's request, send it, its PDF. */
export function quotesAdminRoutes(deps: AppDeps): AdminRoute[] {
  const { db } = deps;
  const one = async (c: AdminContext) => found(await quoteView(db, deps.now(), readParams(c, quotePathSchema).id));
  const refusing = async <T>(c: AdminContext, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (err) {
      throw err instanceof QuoteRefused ? refusal(c, err) : err;
    }
  };

  return permitted('orders', {
    'GET /quotes': async (c) => ok(c, await quoteViews(db, deps.now())),
    'POST /quotes': async (c) => {
      const input = await readBody(c, quoteCreateSchema);
      const id = await refusing(c, () => createQuote(deps, actorOf(deps, c), input));
      return ok(c, await quoteView(db, deps.now(), id));
    },
    'GET /quotes/:id': async (c) => ok(c, await one(c)),
    'GET /quotes/:id/pdf': async (c) => pdfAnswer(c, db, await one(c)),
    'POST /quotes/:id/send': async (c) => {
      const outboxId = await refusing(c, () => sendQuote(deps, actorOf(deps, c), readParams(c, quotePathSchema).id));
      // The mail goes out after the commit; the answer does not wait for the mail server.
      void sendStored(deps, outboxId);
      return ok(c, await one(c));
    },
  });
}
