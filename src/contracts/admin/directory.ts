import { z } from 'zod';
import { INTERNATIONAL_PHONE } from '../forms/common.ts';
import { MAX_INT4 } from '../int-range.ts';
import { halfTranslated } from './content.ts';
import { versionSchema, withVersion } from './version.ts';

/**
 * Distributors (with their region) and recruitment posts as the back office edits them, English and
 * Chinese side by side in flat fields (`nameEn`, `nameZh`) so a 400 names the one at fault.
 */

const text = (max: number) => z.string({ error: 'admin:v.required' }).trim().max(max, 'admin:v.tooLong');
const required = (max: number) => text(max).min(1, 'admin:v.required');
const pair = <K extends string>(name: K, schema: z.ZodType<string, string>) =>
  ({ [`${name}En`]: schema, [`${name}Zh`]: schema }) as Record<`${K}En` | `${K}Zh`, z.ZodType<string, string>>;
/** Each of `fields` filled in at least one language (the other may wait for its translation). */
export const oneLanguage = (fields: readonly string[]) => (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
  for (const f of fields) if (!String(v[`${f}En`]).trim() && !String(v[`${f}Zh`]).trim()) ctx.addIssue({ code: 'custom', path: [`${f}En`], message: 'admin:v.oneLanguage' });
};

export const distributorEditSchema = z
  .object({
    areaId: z.number({ error: 'admin:v.area' }).int('admin:v.area').min(1, 'admin:v.area').max(MAX_INT4, 'admin:v.area'),
    ...pair('name', text(200)),
    ...pair('address', text(300)),
    contact: required(100),
    phone: required(40).regex(INTERNATIONAL_PHONE, 'admin:v.phone'),
    email: required(254).pipe(z.email('admin:v.email')),
  })
  .superRefine(oneLanguage(['name', 'address']));
export type DistributorEditInput = z.input<typeof distributorEditSchema>;
export type DistributorEdit = z.output<typeof distributorEditSchema>;
export const distributorSaveSchema = withVersion(distributorEditSchema);

/** `GET /admin/distributors`: only one region's. */
export const distributorListQuerySchema = z.object({ areaId: z.coerce.number({ error: 'admin:v.area' }).int('admin:v.area').min(1, 'admin:v.area').max(MAX_INT4, 'admin:v.area').optional() });

/** A distributor as the back office lists it: its stored fields, its id, whether a text lacks one language. */
export const adminDistributorSchema = z.strictObject({
  id: z.number().int(),
  areaId: z.number().int(),
  ...pair('name', z.string()),
  ...pair('address', z.string()),
  contact: z.string(),
  phone: z.string(),
  email: z.string(),
  /** A text present in one language and blank in the other. */
  untranslated: z.boolean(),
  version: versionSchema,
});
export type AdminDistributor = z.infer<typeof adminDistributorSchema>;

/** The texts of a post; the lists (welfare, duties, requirements) hold one item per line. */
export const recruitmentTextFields = ['title', 'department', 'location', 'welfare', 'content', 'requirements'] as const;

export const recruitmentEditSchema = z
  .object({
    ...pair('title', text(200)),
    ...pair('department', text(100)),
    ...pair('location', text(100)),
    ...pair('welfare', text(5000)),
    ...pair('content', text(10_000)),
    ...pair('requirements', text(10_000)),
    /** Monthly range in CNY, e.g. "15k-25k". */
    salary: required(50),
    headcount: z.number({ error: 'admin:v.headcount' }).int('admin:v.headcount').min(1, 'admin:v.headcount').max(1000, 'admin:v.headcount'),
    isHot: z.boolean({ error: 'admin:v.flag' }),
    publishedAt: z.iso.date({ error: 'admin:v.day' }),
  })
  .superRefine(oneLanguage(['title', 'department']));
export type RecruitmentEditInput = z.input<typeof recruitmentEditSchema>;
export type RecruitmentEdit = z.output<typeof recruitmentEditSchema>;
export const recruitmentSaveSchema = withVersion(recruitmentEditSchema);

/** A recruitment post as the back office lists it: its stored fields, its id, whether a text lacks one language. */
export const adminRecruitmentPostSchema = z.strictObject({
  id: z.number().int(),
  ...pair('title', z.string()),
  ...pair('department', z.string()),
  ...pair('location', z.string()),
  ...pair('welfare', z.string()),
  ...pair('content', z.string()),
  ...pair('requirements', z.string()),
  salary: z.string(),
  headcount: z.number().int(),
  isHot: z.boolean(),
  publishedAt: z.iso.date(),
  /** A text present in one language and blank in the other. */
  untranslated: z.boolean(),
  version: versionSchema,
});
export type AdminRecruitmentPost = z.infer<typeof adminRecruitmentPostSchema>;

/** Whether any of `fields` is present in one language and blank in the other. */
export const untranslatedIn = (v: Record<string, unknown>, fields: readonly string[]) => fields.some((f) => halfTranslated(String(v[`${f}En`] ?? ''), String(v[`${f}Zh`] ?? '')));
