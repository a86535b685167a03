import { and, eq } from 'drizzle-orm';
import type { RichText, RichTitle } from '../../../src/contracts/content.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { globalConfig } from '../../db/schema/index.ts';
import { sanitizeHtml } from '../../security/sanitize-html.ts';

/** One rich text of the global configuration as sanitized HTML (empty when not configured). */
export async function richText(db: Db, lang: Lang, title: RichTitle): Promise<RichText> {
  const [row] = await db
    .select({ value: globalConfig.value })
    .from(globalConfig)
    .where(and(eq(globalConfig.key, title), eq(globalConfig.lang, lang)));
  return { title, html: sanitizeHtml(row?.value ?? '') };
}
