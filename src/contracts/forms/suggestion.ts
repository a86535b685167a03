import { z } from 'zod';
import type { Lang } from '../lang.ts';
import { emailField, phoneField, requiredText, submissionId } from './common.ts';

const E = 'forms:suggestion.errors';

/** Option lists of the new-product suggestion form. */
export const SUGGESTION_OPTIONS = {
  species: ['human', 'mouse', 'rat', 'other'],
  tagPosition: ['c_terminus', 'n_terminus', 'other'],
  tag: ['tag_free', 'his', 'hfc', 'mfc', 'flag', 'his_avi', 'fc_avi', 'gst', 'strep', 'llama_fc', 'other'],
  expressionSystem: ['e_coli', 'yeast', 'insect', 'mammalian'],
  industry: ['research', 'industry'],
} as const;

const choice = <T extends readonly [string, ...string[]]>(values: T, key: string) => z.enum(values, { error: `${E}.${key}` });

/**
 * The new-product suggestion: product name 2 to 10 characters ('It should be 2 to 10 words
 * long'); range, amount, purpose, quality, delivery date, other, name, company, department, area and
 * industry required; e-mail and phone checked.
 */
export function suggestionSchema(lang: Lang) {
  return z.object({
    submissionId,
    productName: z.string().trim().min(2, { error: `${E}.productName` }).max(10, { error: `${E}.productName` }),
    species: choice(SUGGESTION_OPTIONS.species, 'species'),
    tagPosition: choice(SUGGESTION_OPTIONS.tagPosition, 'tagPosition'),
    tag: choice(SUGGESTION_OPTIONS.tag, 'tag'),
    expressionSystem: choice(SUGGESTION_OPTIONS.expressionSystem, 'expressionSystem'),
    expressionRange: requiredText(`${E}.expressionRange`, 200),
    accessionNumber: z.string().trim().max(40).default(''),
    quantity: requiredText(`${E}.quantity`, 100),
    longTermNeed: z.boolean().default(false),
    purpose: requiredText(`${E}.purpose`, 500),
    quality: requiredText(`${E}.quality`, 200),
    deliveryTime: requiredText(`${E}.deliveryTime`, 100),
    otherRequirements: requiredText(`${E}.otherRequirements`, 1000),
    name: requiredText(`${E}.name`, 50),
    company: requiredText(`${E}.company`),
    department: requiredText(`${E}.department`),
    areaName: requiredText(`${E}.area`, 50),
    email: emailField(`${E}.email`),
    phone: phoneField(lang, `${E}.phone`),
    industry: choice(SUGGESTION_OPTIONS.industry, 'industry'),
  });
}

export type Suggestion = z.infer<ReturnType<typeof suggestionSchema>>;
