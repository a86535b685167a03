import type { Context } from 'hono';
import type { QuoteView } from '../../../src/contracts/quotes.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { companyName } from '../site/company-name.ts';
import { quotePdf } from './quote-pdf.ts';
import type { QuoteRefused } from './quotes.changes.ts';

/** The quote, or 404 (also for another customer's). */
export function found(q: QuoteView | null): QuoteView {
  if (!q) throw notFound();
  return q;
}

/** A refused quote change as 409 with the reason in the page's language. */
export function refusal(c: Context, err: QuoteRefused): HttpError {
  const field = err.reason === 'unknownSize' ? 'lines' : err.reason === 'noCustomer' ? 'userId' : 'status';
  return new HttpError('E0409', [{ field, message: translate(requestLang(c), `account:quotes.refused.${err.reason}`) }]);
}

/** The quote PDF, in the quote's language, as a download named after its number. */
export async function pdfAnswer(c: Context, db: Db, q: QuoteView) {
  const bytes = await quotePdf(q, await companyName(db, q.lang));
  return c.body(new Uint8Array(bytes), 200, { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${q.quoteNumber}.pdf"` });
}
