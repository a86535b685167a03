import { and, asc, count, desc, eq, gt, gte, ilike } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { dictEntries, distributors, searchLog } from '../../db/schema/index.ts';
import { likePattern } from '../../http/query-params.ts';
import { normaliseKeyword } from './search.schemas.ts';

/** Hot keywords are ranked over this window. */
export const RANK_WINDOW_DAYS = 90;

/** Records one search (keyword normalised); nothing about the visitor is stored. */
export async function logSearch(db: Db, lang: Lang, keyword: string, resultCount: number, at: Date): Promise<void> {
  const normalised = normaliseKeyword(keyword);
  if (!normalised) return;
  await db.insert(searchLog).values({ keyword: normalised, lang, resultCount, createdAt: at });
}

/**
 * The `number` most searched keywords (that found something) of the last 90 days (ties: alphabetical), topped up from the
 * `hot_search` dictionary when fewer were searched.
 */
export async function hotKeywords(db: Db, lang: Lang, number: number, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - RANK_WINDOW_DAYS * 86_400_000);
  const ranked = await db
    .select({ keyword: searchLog.keyword, n: count() })
    .from(searchLog)
    .where(and(gte(searchLog.createdAt, since), eq(searchLog.lang, lang), gt(searchLog.resultCount, 0)))
    .groupBy(searchLog.keyword)
    .orderBy(desc(count()), asc(searchLog.keyword))
    .limit(number);
  const words = ranked.map((r) => r.keyword);
  if (words.length >= number) return words;
  const fallback = await db
    .select({ en: dictEntries.labelEn, zh: dictEntries.labelZh })
    .from(dictEntries)
    .where(eq(dictEntries.type, 'hot_search'))
    .orderBy(asc(dictEntries.sort), asc(dictEntries.id));
  for (const f of fallback) {
    const w = lang === 'zh' ? f.zh : f.en;
    if (words.length < number && !words.includes(w.toLowerCase()) && !words.includes(w)) words.push(w);
  }
  return words;
}

/** Company names containing the keyword (distributors; registered users' companies join later). */
export async function organisationNames(db: Db, lang: Lang, keyword: string, limit = 20): Promise<string[]> {
  const column = lang === 'zh' ? distributors.nameZh : distributors.nameEn;
  const rows = await db.selectDistinct({ name: column }).from(distributors).where(ilike(column, likePattern(keyword))).orderBy(asc(column)).limit(limit);
  return rows.map((r) => r.name);
}
