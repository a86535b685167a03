import { z } from 'zod';

/**
 * The site's public configuration and the small lists forms offer (industries, dictionaries): answers and
 * queries of the site endpoints (src/contracts/endpoints/site.ts). Configuration entries and areas are in shell.ts.
 */

/** Keys of the global configuration that may be read publicly (plus site facts). */
export const publicConfigKeys = [
  'mail', 'phone', 'brand', 'privacy_policy', 'terms_conditions',
  'stock_code', 'stock_abbr', 'company_name', 'icp', 'address', 'hours', 'linkedin', 'recruitment_url',
  'offices', 'governance', 'investor_contact',
] as const;
export type PublicConfigKey = (typeof publicConfigKeys)[number];

/** GET /global_cfg/industry/values: the industries forms offer, in their order, named in the request's language. */
export const industryListSchema = z.array(z.strictObject({ id: z.number().int(), name: z.string(), segment: z.enum(['research', 'industry']) }));
export type IndustryItem = z.infer<typeof industryListSchema>[number];

/** GET /dict: dictionary values with their label in the request's language, by type then in their order. */
export const dictionarySchema = z.array(z.strictObject({ type: z.string(), value: z.string(), label: z.string() }));
export type DictionaryEntry = z.infer<typeof dictionarySchema>[number];

/** `GET /global_cfg?keyList=a,b`: public configuration keys, every one when absent. */
export const keyListQuery = z.object({
  keyList: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((k) => k.trim()).filter(Boolean) : [...publicConfigKeys]))
    .pipe(z.array(z.enum(publicConfigKeys), { error: 'validation:keyList' }).min(1).max(publicConfigKeys.length)),
});

/** `GET /dict?type=`: one dictionary, or all. */
export const dictQuery = z.object({ type: z.string().regex(/^[a-z_]{1,40}$/).optional() });
