import { z } from 'zod';
import { CATALOG_NUMBER } from '../catalogue.ts';
import { LOT_NUMBER } from '../catalogue-facts.ts';
import type { Lang } from '../lang.ts';
import { emailField, phoneField, requiredText, submissionId } from './common.ts';
import { recordId } from '../record-id.ts';

const E = 'forms:coa.errors';

/** Catalog numbers as typed: separated by semicolons (ASCII or full-width), blanks ignored, upper-cased. */
export function splitCatalogNumbers(text: string): string[] {
  return text
    .split(/[;；]/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
}

/** The COA request form: name, catalog numbers, lot number, unit, area, industry required. */
export function coaSchema(lang: Lang) {
  return z.object({
    submissionId,
    name: requiredText(`${E}.name`, 50),
    catalogNumbers: requiredText(`${E}.catalogNumbers`, 400).refine(
      (v) => {
        const list = splitCatalogNumbers(v);
        return list.length > 0 && list.length <= 10 && list.every((c) => CATALOG_NUMBER.test(c));
      },
      { error: `${E}.catalogNumbersFormat` },
    ),
    lotNumber: requiredText(`${E}.lotNumber`, 40).regex(LOT_NUMBER, { error: `${E}.lotNumberFormat` }),
    unit: requiredText(`${E}.unit`),
    department: z.string().trim().max(100).default(''),
    email: emailField(`${E}.email`),
    phone: phoneField(lang, `${E}.phone`),
    suggestions: z.string().trim().max(1000).default(''),
    consentToContact: z.boolean().default(false),
    areaId: recordId(`${E}.area`),
    industryId: recordId(`${E}.industry`),
  });
}

export type CoaRequest = z.infer<ReturnType<typeof coaSchema>>;

/** The answer of POST /coa: certificates to download now, and catalog numbers kept for staff. */
export const coaAnswerSchema = z.strictObject({
  certificates: z.array(z.strictObject({ catalogNumber: z.string(), lotNumber: z.string(), url: z.string() })),
  missing: z.array(z.string()),
});
export type CoaAnswer = z.infer<typeof coaAnswerSchema>;

/** `GET /coa/file/:token/:catalogNumber`: the request's download token and one of its catalog numbers. */
export const coaFileParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/), catalogNumber: z.string().regex(CATALOG_NUMBER) });
