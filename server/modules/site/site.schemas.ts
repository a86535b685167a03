import { z } from 'zod';
import { publicConfigKeys } from './site.queries.ts';

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
