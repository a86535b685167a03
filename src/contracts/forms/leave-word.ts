import { z } from 'zod';
import type { Lang } from '../lang.ts';
import { MAINLAND_MOBILE, requiredText, submissionId } from './common.ts';

const E = 'forms:leaveWord.errors';

/**
 * The online message form, used by the page and by `POST /leave_word`. Every field is
 * required; the mainland-mobile rule for the phone applies on the Chinese site only.
 */
export function leaveWordSchema(lang: Lang) {
  const phone = requiredText(`${E}.phoneBlank`, 30);
  return z.object({
    submissionId,
    name: requiredText(`${E}.nameBlank`, 50),
    company: requiredText(`${E}.companyBlank`),
    department: requiredText(`${E}.departmentBlank`),
    address: requiredText(`${E}.addressBlank`, 50),
    phone: lang === 'zh' ? phone.regex(MAINLAND_MOBILE, { error: `${E}.phoneInvalid` }) : phone,
    email: requiredText(`${E}.emailBlank`, 100).pipe(z.email({ error: `${E}.emailInvalid` })),
    content: requiredText(`${E}.contentBlank`, 2000),
  });
}

export type LeaveWord = z.infer<ReturnType<typeof leaveWordSchema>>;
export { leaveWordFields } from './leave-word-fields.ts';
