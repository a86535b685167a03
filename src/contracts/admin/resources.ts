import { z } from 'zod';
import { RESOURCE_KINDS } from '../content-facts.ts';
import { recordId } from '../record-id.ts';

/**
 * A downloadable resource in the back office (GET /admin/resources): both titles, and the file a reader gets:
 * `uploaded` when staff uploaded one, else the one-page stand-in the demo data serves; `sizeBytes` is that file's
 * true size either way.
 */
export const adminResourceSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(RESOURCE_KINDS),
  titleEn: z.string(),
  titleZh: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  uploaded: z.boolean(),
  publishedAt: z.string(),
});
export type AdminResource = z.infer<typeof adminResourceSchema>;
export const adminResourceListSchema = z.array(adminResourceSchema);
export const adminResourceParams = z.object({ id: recordId() });
/** The largest resource file (a brochure or poster PDF); as product documents. */
export const MAX_RESOURCE_MB = 20;
