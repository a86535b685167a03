import { z } from 'zod';
import type { Lang } from '../lang.ts';
import { emailField, phoneField, requiredText, submissionId } from './common.ts';

const E = 'forms:enquiry.errors';

const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation:tooLong' }).default('');

/**
 * The enquiry dialog, for the page and `POST /enquiry`. Product info comes from the product,
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
    email: emailField(`${E}.email`),
    phone: phoneField(lang, `${E}.phone`),
    content: requiredText(`${E}.content`, 2000),
  });
}

export type Enquiry = z.infer<ReturnType<typeof enquirySchema>>;
