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
export interface CoaAnswer {
  certificates: { catalogNumber: string; lotNumber: string; url: string }[];
  missing: string[];
}
