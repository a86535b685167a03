import { z } from 'zod';
import type { Lang } from '../lang.ts';
import { emailField, phoneField, requiredText, submissionId } from './common.ts';
import { formCodeField } from './form-code.ts';
import { recordId } from '../record-id.ts';

const E = 'trial:errors';

/** "Trial sample": the segment is research or industry. */
export const TRIAL_SEGMENTS = ['research', 'industry'] as const;
export type TrialSegment = (typeof TRIAL_SEGMENTS)[number];

/** A choice from a list (category, province): the page sends the id as text, blank when nothing is chosen. */
const choiceId = (key: string) => recordId(key);

/**
 * The two steps of /apply ("Sample application has two steps"): the page checks step 1 alone before
 * Next, so each field belongs to exactly one step.
 */
export const TRIAL_STEPS = [
  ['sku', 'productName', 'productApplication', 'treeId'],
  ['name', 'company', 'department', 'phone', 'email', 'code', 'address', 'industryId', 'areaId'],
] as const;

export type TrialField = (typeof TRIAL_STEPS)[number][number];

/**
 * The trial-sample application (its fields and their messages), for the page and
 * `POST /try_out`. Phone and e-mail say "cannot be blank" first, then check the format: a mainland mobile
 * on the Chinese site, an international number on the English site. The code is the one sent to the phone
 * (Chinese site) or the e-mail (English site), see form-code.ts.
 */
export function trialSchema(lang: Lang) {
  return z.object({
    submissionId,
    sku: requiredText(`${E}.sku`, 40),
    productName: requiredText(`${E}.productName`, 200),
    productApplication: requiredText(`${E}.productApplication`, 1000),
    treeId: choiceId(`${E}.treeId`),
    name: requiredText(`${E}.name`, 50),
    company: requiredText(`${E}.company`),
    department: requiredText(`${E}.department`),
    phone: requiredText(`${E}.phone`, 30).pipe(phoneField(lang, `${E}.phoneInvalid`)),
    email: requiredText(`${E}.email`, 100).pipe(emailField(`${E}.emailInvalid`)),
    // formCodeField alone reports both "blank" and "6 digits" for an empty code; the pipe stops at blank.
    code: requiredText(`${E}.code`, 20).pipe(formCodeField(`${E}.code`)),
    address: requiredText(`${E}.address`, 300),
    industryId: z.enum(TRIAL_SEGMENTS, { error: `${E}.industryId` }),
    areaId: choiceId(`${E}.areaId`),
  });
}

export type TrialApplication = z.infer<ReturnType<typeof trialSchema>>;
