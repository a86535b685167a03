import { quoteCreateSchema, quotePathSchema, quoteViewSchema } from '../quotes.ts';
import { pagedSchema } from '../admin/paging.ts';
import { quotePageQuerySchema } from '../admin/quotes.ts';
import { endpointsOf, FILE_ANSWER } from '../endpoint.ts';

const declare = endpointsOf({ group: 'admin', access: { permission: 'orders' } });

export const adminQuoteList = declare({
  route: 'GET /admin/quotes',
  query: quotePageQuerySchema,
  answer: pagedSchema(quoteViewSchema),
  does: 'newest first, one page (`page` from 1, `pageSize` 50 by default, at most 200) with `total`, the number of all quotes that match; the filters combine: `status` draft, sent (still valid), accepted or expired; `from`/`to` YYYY-MM-DD, creation days inclusive, in Beijing time (the office calendar); `customer` matches part of the name, e-mail or company (any case), or the whole quote number; a bad filter is a 400 naming it (`src/contracts/quotes.ts`; amounts are exact CNY text such as `"999.90"`; status draft, sent, accepted, or expired for a sent quote past `validUntil` in Beijing time)',
});

export const adminQuoteCreate = declare({
  route: 'POST /admin/quotes',
  body: quoteCreateSchema,
  answer: quoteViewSchema,
  does: '`validUntil` YYYY-MM-DD, today or later in Beijing time (else 400 naming it): a draft quote (a line with `sizeId` defaults its description and unit to the product name and size, and its `unitPrice`, when left out or blank, to the customer\'s price with their organisation\'s price list applied (a size on inquiry then answers 400 naming `lines.<n>.unitPrice`); a line without one is free text and needs `description`, `unit` and `unitPrice`, else 400 naming the field) for the customer of enquiry `enquiryId` (the account with its e-mail; language the enquiry\'s) or customer `userId`, numbered `Q-<year>-<id>`; an unknown enquiry answers 404, an unknown customer or size 409 naming `userId` or `lines`; audited (entity `quote`); answers the new quote',
});

export const adminQuoteGet = declare({
  route: 'GET /admin/quotes/:id',
  params: quotePathSchema,
  answer: quoteViewSchema,
  does: 'one quote as in the list; 404 for an unknown quote',
});

export const adminQuotePdf = declare({
  route: 'GET /admin/quotes/:id/pdf',
  params: quotePathSchema,
  answer: FILE_ANSWER,
  does: 'the quote PDF `Q-….pdf` (number, date, validity, customer, lines, total, terms), written entirely in the quote\'s language (Noto Sans Hans, cut to the characters of the quote by HarfBuzz hb-subset, about 25–70 KB a file)',
});

export const adminQuoteSend = declare({
  route: 'POST /admin/quotes/:id/send',
  params: quotePathSchema,
  answer: quoteViewSchema,
  does: 'marks a draft sent and e-mails the customer in the quote\'s language with the link to `/my-quotes`; audited; a quote already sent, or a draft whose validity date has passed, answers 409; answers the quote as sent',
});
