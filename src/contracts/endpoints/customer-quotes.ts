import { z } from 'zod';
import { quoteAcceptedSchema, quotePathSchema, quoteViewSchema } from '../quotes.ts';
import { endpointsOf, FILE_ANSWER } from '../endpoint.ts';

const declare = endpointsOf({ group: 'customer', access: 'customer' });

export const myQuoteList = declare({
  route: 'GET /account/quotes',
  answer: z.array(quoteViewSchema.extend({ mine: z.boolean() })),
  does: 'the customer\'s sent and accepted quotes (page `/my-quotes`), newest first, as in `GET /admin/quotes` (status sent, expired or accepted); an approver or admin of an organisation also sees every member\'s (`customer` says whose; `mine` is false for them: only the quote\'s own customer accepts it)',
});

export const myQuotePdf = declare({
  route: 'GET /quotes/:id/pdf',
  params: quotePathSchema,
  answer: FILE_ANSWER,
  does: 'a quote the customer may read (their own; an approver\'s or admin\'s organisation members\' too) as PDF, as `GET /admin/quotes/:id/pdf` writes it (another customer\'s or a draft answers 404)',
});

export const myQuoteAccept = declare({
  route: 'POST /account/quotes/:id/accept',
  params: quotePathSchema,
  answer: quoteAcceptedSchema,
  does: 'turns a sent quote into an order at the quoted prices (status submitted, timeline, confirmation e-mail; a free-text line becomes an order line without a catalogue size, which re-order skips) and queues a notice to the sales mailbox of the quote\'s language (site configuration `mail`), in one transaction; an expired (`validUntil` before today in Beijing), unsent or already accepted quote answers 409 with a translated message; another customer\'s answers 404',
});
