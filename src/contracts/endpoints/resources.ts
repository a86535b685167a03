import { z } from 'zod';
import { endpoint, FILE_ANSWER } from '../endpoint.ts';
import { resourceDownloadSchema, resourceFileTicketSchema, resourceTicketParams } from '../forms/resource-download.ts';
import { recordId } from '../record-id.ts';

/**
 * Resource downloads: direct after login, otherwise through the download form. Both answer a single-use file
 * address the page then opens (a plain link cannot send the Authorization header).
 */

const resourceParams = z.object({ id: recordId() });
const TICKET = 'a single-use address of the file, good for 10 minutes';

export const resourceDownload = endpoint({
  method: 'POST',
  path: '/resource/:id/download',
  access: 'customer',
  group: 'customer',
  params: resourceParams,
  answer: resourceFileTicketSchema,
  does: `a logged-in customer's download: ${TICKET}; an unknown resource answers 404 (after the login is checked, so a visitor learns nothing of resource ids). Not recorded with the form's downloads: the account says who it was. No body`,
});

export const resourceRequest = endpoint({
  method: 'POST',
  path: '/resource/:id/request',
  access: 'public',
  group: 'storefront',
  params: resourceParams,
  body: resourceDownloadSchema('en'),
  bodyIn: ({ lang }) => resourceDownloadSchema(lang),
  submission: true,
  answer: resourceFileTicketSchema,
  does: `a visitor's download through the form (\`src/contracts/forms/resource-download.ts\`; the body is checked with the schema of the request's language): every field required, the phone a mainland mobile on the Chinese site, \`areaId\` an area on file (400 naming it); an unknown resource answers 404. Answers ${TICKET}. Stored once per \`submissionId\` (or \`Idempotency-Key\` header) with the staff notice in the same transaction (sent after the commit); a retried submission stores nothing new but gets a fresh address`,
});

export const resourceFile = endpoint({
  method: 'GET',
  path: '/resource/file/:ticket',
  access: 'public',
  group: 'storefront',
  params: resourceTicketParams,
  answer: FILE_ANSWER,
  does: 'the resource\'s PDF as an attachment (`private, no-store`, `nosniff`), the ticket used up; its metadata title in the request\'s language; a used, expired or unknown ticket answers 404',
});
