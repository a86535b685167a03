import { z } from 'zod';
import { endpointsOf, FILE_ANSWER } from '../endpoint.ts';
import { coaAnswerSchema, coaFileParams, coaSchema } from '../forms/coa.ts';
import { enquirySchema } from '../forms/enquiry.ts';
import { formCodeRequestSchema } from '../forms/form-code.ts';
import { leaveWordSchema } from '../forms/leave-word.ts';
import { suggestionSchema } from '../forms/suggestion.ts';

/**
 * The visitors' forms: the online message, the enquiry, the new-product suggestion, the COA request and the
 * form verification code. Each body is checked with the page's own schema of the request's language
 * (`bodyIn`: the phone is a mainland mobile on the Chinese site, an international number on the English one);
 * `body` is the English one.
 */

const declare = endpointsOf({ group: 'storefront', access: 'public' });
const stored = z.strictObject({ id: z.number().int() });

/** What every stored form does, after its own rules. */
const STORED =
  'Stored once per `submissionId` (or `Idempotency-Key` header; 8-64 letters, digits or `-`, else a 400 naming the header): a retried submission stores nothing new and answers the first row\'s id. The notice to the staff mailbox (site configuration `mail` of the language) is stored in the same transaction and sent after the commit';

export const leaveWord = declare({
  route: 'POST /leave_word',
  body: leaveWordSchema('en'),
  bodyIn: ({ lang }) => leaveWordSchema(lang),
  submission: true,
  answer: stored,
  does: `the online message (\`src/contracts/forms/leave-word.ts\`): every field required, the phone a mainland mobile on the Chinese site; a 400 names each bad field. ${STORED}`,
});

export const enquiry = declare({
  route: 'POST /enquiry',
  body: enquirySchema('en'),
  bodyIn: ({ lang }) => enquirySchema(lang),
  submission: true,
  answer: stored,
  does: `the enquiry dialog of a product, size or the cart (\`src/contracts/forms/enquiry.ts\`): the product fields and the other product optional, the contact fields and \`content\` required, the phone a mainland mobile on the Chinese site, an international number on the English one; a 400 names each bad field. A lead of the inbox. ${STORED}`,
});

export const suggestion = declare({
  route: 'POST /suggest',
  body: suggestionSchema('en'),
  bodyIn: ({ lang }) => suggestionSchema(lang),
  submission: true,
  answer: stored,
  does: `the new-product suggestion (\`src/contracts/forms/suggestion.ts\`): \`productName\` 2 to 10 characters, the choices one of their lists, \`accessionNumber\` and \`longTermNeed\` optional, the rest required, the phone as in the enquiry; a 400 names each bad field. ${STORED}`,
});

export const coaRequest = declare({
  route: 'POST /coa',
  body: coaSchema('en'),
  bodyIn: ({ lang }) => coaSchema(lang),
  submission: true,
  answer: coaAnswerSchema,
  does: 'a certificate-of-analysis request (`src/contracts/forms/coa.ts`): 1–10 catalog numbers separated by semicolons, one lot number; `department`, `suggestions` and `consentToContact` optional; a 400 names each bad field. Every request is stored for staff (a notice to the staff mailbox in the same transaction, sent after the commit) and answers at once the certificates on file for that lot: a released lot\'s as `/api/v1/coa/file/:token/:catalogNumber` (a token of the request, good for 24 hours), a certificate staff uploaded as `/api/v1/coa/:catalogNumber/:lot`; `missing` the catalog numbers without one. The same `submissionId` (or `Idempotency-Key` header) again stores nothing new and sends no second notice, but answers a new token',
});

export const coaFile = declare({
  route: 'GET /coa/file/:token/:catalogNumber',
  params: coaFileParams,
  answer: FILE_ANSWER,
  does: 'the certificate (PDF, an attachment, `private, no-store`) of a released lot a COA request answered, drawn from its released values; an unknown or expired token (24 hours), or a catalog number the request did not ask for or without a released lot, answers 404',
});

export const formCode = declare({
  route: 'POST /form/code',
  body: formCodeRequestSchema('en'),
  bodyIn: ({ lang }) => formCodeRequestSchema(lang),
  answer: z.literal(true),
  does: 'sends the verification code of the trial and paper-award forms to `target`: by SMS to a mainland mobile on the Chinese site, by e-mail on the English site (a 400 naming `target` otherwise); 6 digits, good for 5 minutes and 5 checks; 30 codes an hour per client address, 5 per target (then 429)',
});
