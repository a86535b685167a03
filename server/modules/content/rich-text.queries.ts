import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { globalConfig } from '../../db/schema/index.ts';
import { sanitizeHtml } from './sanitize-html.ts';

/** Rich texts of the configuration: brand information, privacy policy, terms and conditions, the company profile of /about-us. */
export const richTitles = ['brand', 'privacy_policy', 'terms_conditions', 'company_profile'] as const;
export type RichTitle = (typeof richTitles)[number];

/** One rich text of the global configuration as sanitized HTML (empty when not configured). */
export async function richText(db: Db, lang: Lang, title: RichTitle): Promise<{ title: RichTitle; html: string }> {
  const [row] = await db
    .select({ value: globalConfig.value })
    .from(globalConfig)
    .where(and(eq(globalConfig.key, title), eq(globalConfig.lang, lang)));
  return { title, html: sanitizeHtml(row?.value ?? '') };
}
