import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { globalConfig } from '../../db/schema/index.ts';

/** The company's name in `lang` from the global configuration, with the demo company as fallback. */
export async function companyName(db: Db, lang: Lang): Promise<string> {
  const [row] = await db.select({ value: globalConfig.value }).from(globalConfig).where(and(eq(globalConfig.key, 'company_name'), eq(globalConfig.lang, lang)));
  return row?.value ?? (lang === 'zh' ? '曙光蛋白科技' : 'Aurora Protein Sciences');
}
