import { z } from 'zod';
import type { Lang } from '../lang.ts';
import { emailField, phoneField, requiredText, submissionId } from './common.ts';
import { recordId } from '../record-id.ts';

const E = 'resources:form.errors';

/**
 * The resource download form a visitor fills in before a download, for the page and
 * `POST /resource/:id/request`: every field required, e-mail and phone format-checked (the phone as a
 * mainland mobile on the Chinese site, an international number on the English one).
 */
export function resourceDownloadSchema(lang: Lang) {
  return z.object({
    submissionId,
    name: requiredText(`${E}.name`, 50),
    email: requiredText(`${E}.email`, 254).pipe(emailField(`${E}.emailInvalid`)),
    phone: requiredText(`${E}.phone`, 30).pipe(phoneField(lang, `${E}.phoneInvalid`)),
    areaId: recordId(`${E}.area`),
    company: requiredText(`${E}.company`),
    department: requiredText(`${E}.department`),
  });
}

export type ResourceDownloadRequest = z.infer<ReturnType<typeof resourceDownloadSchema>>;

/** The form's fields in the order the page shows them. */
export const resourceDownloadFields = ['name', 'email', 'phone', 'areaId', 'company', 'department'] as const;

/** The answer of both download endpoints: a short-lived, single-use address of the generated PDF. */
export const resourceFileTicketSchema = z.strictObject({
  /** Same-site path, `/api/v1/resource/file/<token>`. */
  url: z.string(),
  fileName: z.string(),
  /** ISO time after which the address no longer works. */
  expiresAt: z.string(),
});
export type ResourceFileTicket = z.infer<typeof resourceFileTicketSchema>;

/** A download ticket in the file's address: the resource id, a dot and a random token. */
export const resourceTicketParams = z.object({ ticket: z.string().max(100) });
