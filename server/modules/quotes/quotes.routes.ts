import { Hono, type Context } from 'hono';
import { quotePathSchema } from '../../../src/contracts/quotes.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/respond.ts';
import { readParams } from '../../http/validate.ts';
import { sendStored } from '../../mail/outbox.ts';
import { requireUser } from '../account/current-user.ts';
import { acceptQuote } from './quote-accept.ts';
import { found, pdfAnswer, refusal } from './quote-answers.ts';
import { QuoteRefused } from './quotes.changes.ts';
import { customerQuote, customerQuotes } from './quotes.queries.ts';

/** The customer's quotes in the personal centre: the list, a quote's PDF and accepting it. Another's quote is 404. */
export function customerQuoteRoutes(deps: AppDeps) {
  const { db } = deps;
  const mine = async (c: Context) => {
    const user = await requireUser(deps, c);
    return { userId: user.userId, id: readParams(c, quotePathSchema).id };
  };
  return new Hono()
    .get('/account/quotes', async (c) => {
      const user = await requireUser(deps, c);
      return ok(c, await customerQuotes(db, deps.now(), user.userId));
    })
    .get('/quotes/:id/pdf', async (c) => {
      const { userId, id } = await mine(c);
      return pdfAnswer(c, db, found(await customerQuote(db, deps.now(), userId, id)));
    })
    .post('/account/quotes/:id/accept', async (c) => {
      const { userId, id } = await mine(c);
      try {
        const placed = await acceptQuote(deps, userId, id);
        for (const id of placed.outboxIds) void sendStored(deps, id);
        return ok(c, { orderId: placed.orderId, orderNumber: placed.orderNumber });
      } catch (err) {
        throw err instanceof QuoteRefused ? refusal(c, err) : err;
      }
    });
}
