import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { AreaItem, ConfigEntry } from '../../../src/contracts/shell.ts';
import type { DictionaryEntry, IndustryItem, PublicConfigKey } from '../../../src/contracts/site.ts';
import type { Db } from '../../db/client.ts';
import { areas, dictEntries, globalConfig, industries } from '../../db/schema/index.ts';

// The keys anyone may read are the endpoint's (src/contracts/site.ts).
export { publicConfigKeys, type PublicConfigKey } from '../../../src/contracts/site.ts';

export async function configEntries(db: Db, lang: Lang, keys: readonly PublicConfigKey[]): Promise<ConfigEntry[]> {
  const rows = await db
    .select({ key: globalConfig.key, value: globalConfig.value })
    .from(globalConfig)
    .where(and(eq(globalConfig.lang, lang), inArray(globalConfig.key, [...keys])));
  // Keep the order the caller asked for.
  return keys.flatMap((key) => rows.filter((r) => r.key === key));
}

export async function industryValues(db: Db, lang: Lang): Promise<IndustryItem[]> {
  const rows = await db.select().from(industries).orderBy(asc(industries.sort), asc(industries.id));
  return rows.map((r) => ({ id: r.id, name: lang === 'zh' ? r.nameZh : r.nameEn, segment: r.segment }));
}

export async function dictionary(db: Db, lang: Lang, type?: string): Promise<DictionaryEntry[]> {
  const rows = await db
    .select()
    .from(dictEntries)
    .where(type ? eq(dictEntries.type, type) : undefined)
    .orderBy(asc(dictEntries.type), asc(dictEntries.sort), asc(dictEntries.id));
  return rows.map((r) => ({ type: r.type, value: r.value, label: lang === 'zh' ? r.labelZh : r.labelEn }));
}

export async function areaList(db: Db, lang: Lang): Promise<AreaItem[]> {
  const rows = await db.select().from(areas).orderBy(asc(areas.sort), asc(areas.id));
  return rows.map((r) => ({ id: r.id, name: lang === 'zh' ? r.nameZh : r.nameEn, code: r.code }));
}
