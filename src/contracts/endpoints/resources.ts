import { z } from 'zod';
import { endpointsOf, FILE_ANSWER } from '../endpoint.ts';
import { resourceDownloadSchema, resourceFileTicketSchema, resourceTicketParams } from '../forms/resource-download.ts';
import { recordId } from '../record-id.ts';

/**
 * Resource downloads: direct after login, otherwise through the download form. Both answer a single-use file
 * address the page then opens (a plain link cannot send the Authorization header).
 */

const resourceParams = z.object({ id: recordId() });
const TICKET = 'a single-use address of the file, good for 10 minutes';

const declare = endpointsOf({ group: 'storefront', access: 'public' });

export const resourceDownload = declare({
  route: 'POST /resource/:id/download',
  access: 'customer',
  group: 'customer',
  params: resourceParams,
  answer: resourceFileTicketSchema,
  does: `a logged-in customer's download: ${TICKET}; an unknown resource answers 404 (after the login is checked, so a visitor learns nothing of resource ids). Not recorded with the form's downloads: the account says who it was. No body`,
});

export const resourceRequest = declare({
  route: 'POST /resource/:id/request',
  params: resourceParams,
  body: resourceDownloadSchema('en'),
  bodyIn: ({ lang }) => resourceDownloadSchema(lang),
  submission: true,
  answer: resourceFileTicketSchema,
  does: `a visitor's download through the form (\`src/contracts/forms/resource-download.ts\`; the body is checked with the schema of the request's language): every field required, the phone a mainland mobile on the Chinese site, \`areaId\` an area on file (400 naming it); an unknown resource answers 404. Answers ${TICKET}. Stored once per \`submissionId\` (or \`Idempotency-Key\` header) with the staff notice in the same transaction (sent after the commit); a retried submission stores nothing new but gets a fresh address`,
});

export const resourceFile = declare({
  route: 'GET /resource/file/:ticket',
  params: resourceTicketParams,
  answer: FILE_ANSWER,
  does: 'the resource\'s PDF as an attachment (`private, no-store`, `nosniff`), the ticket used up; its metadata title in the request\'s language; a used, expired or unknown ticket answers 404',
});
