import { z } from 'zod';
import type { Lang } from '../lang.ts';
import { MAINLAND_MOBILE, requiredText, submissionId } from './common.ts';

const E = 'forms:enquiry.errors';

/** International numbers on the English site: digits with the usual separators, 6 to 20 characters. */
const INTERNATIONAL_PHONE = /^\+?[0-9][0-9 ()-]{4,18}[0-9]$/;
const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation:tooLong' }).default('');

/**
 * The enquiry dialog (spec §3, §5), for the page and `POST /enquiry`. Product info comes from the product,
 * size or cart the dialog was opened from; the other product is optional.
 */
export function enquirySchema(lang: Lang) {
  return z.object({
    submissionId,
    catalogNumber: optionalText(40),
    productName: optionalText(200),
    size: optionalText(50),
    otherCategory: optionalText(100),
    otherArticleNumber: optionalText(40),
    name: requiredText(`${E}.name`, 50),
    company: requiredText(`${E}.company`),
    department: requiredText(`${E}.department`),
    industryName: requiredText(`${E}.industry`, 50),
    areaName: requiredText(`${E}.area`, 50),
    email: z.string().trim().pipe(z.email({ error: `${E}.email` })),
    phone: z.string().trim().regex(lang === 'zh' ? MAINLAND_MOBILE : INTERNATIONAL_PHONE, { error: `${E}.phone` }),
    content: requiredText(`${E}.content`, 2000),
  });
}

export type Enquiry = z.infer<ReturnType<typeof enquirySchema>>;
