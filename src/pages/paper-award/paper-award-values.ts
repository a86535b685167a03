import { PAPER_AWARD_SECTIONS } from '../../contracts/forms/paper-award.ts';
import type { PrefillMap } from '../../forms/use-prefill.ts';

/** Every field of the page, in page order: the sections' text fields, the three uploads and the code. */
export const ALL_FIELDS = [...PAPER_AWARD_SECTIONS.applicant, 'imageId1', 'imageId2', ...PAPER_AWARD_SECTIONS.lab, ...PAPER_AWARD_SECTIONS.paper, 'file', ...PAPER_AWARD_SECTIONS.product, ...PAPER_AWARD_SECTIONS.remittance, 'code'] as const;
export type RewardField = (typeof ALL_FIELDS)[number];
export type RewardValues = Record<RewardField | 'submissionId', string>;

/** A blank form, with a stored draft's text fields over it; the submission id is made at the first submit. */
export function initialValues(draft?: Record<string, string> | null): RewardValues {
  const values = Object.fromEntries([...ALL_FIELDS, 'submissionId'].map((f) => [f, ''])) as RewardValues;
  for (const [k, v] of Object.entries(draft ?? {})) if (k in values) values[k as RewardField] = v;
  return values;
}

/** The logged-in user's details that fill the applicant section ("User info (prefills forms)"). */
export const PREFILL: PrefillMap = { name: 'name', phone: 'phone', email: 'email', company: 'company', department: 'department', areaId: 'areaId' };

/** How each text field is typed in. */
export const INPUT_TYPE: Partial<Record<RewardField, string>> = { email: 'email', phone: 'tel', labPhone: 'tel', issueTime: 'date' };
