import type { TrialField } from '../../contracts/forms/trial.ts';
import type { PrefillMap } from '../../forms/use-prefill.ts';
import type { Form } from '../../forms/use-form.ts';

/** The form as typed: every field is text until the schema reads it. */
export type TrialValues = Record<TrialField | 'submissionId', string>;

export type TrialForm = Form<TrialValues>;

/** A blank application; the submission id is made at the first submit (after hydration). */
export const blankValues = (): TrialValues => ({
  submissionId: '',
  sku: '',
  productName: '',
  productApplication: '',
  treeId: '',
  name: '',
  company: '',
  department: '',
  phone: '',
  email: '',
  code: '',
  address: '',
  industryId: '',
  areaId: '',
});

/** A stored draft over a blank form: only the fields this form has (an old draft may carry others). */
export function withDraft(values: Record<string, string> | undefined): TrialValues {
  const blank = blankValues();
  for (const key of Object.keys(blank) as (keyof TrialValues)[]) if (typeof values?.[key] === 'string') blank[key] = values[key];
  return blank;
}

/** The logged-in user's details that fill the applicant step ("User info (prefills forms)"). */
export const PREFILL: PrefillMap = { name: 'name', phone: 'phone', email: 'email', company: 'company', department: 'department', areaId: 'areaId' };
