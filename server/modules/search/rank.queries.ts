import { and, asc, count, eq, gt, gte, ilike } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { dictEntries, distributors, globalConfig, searchLog } from '../../db/schema/index.ts';
import { likePattern } from '../../http/query-params.ts';
import { hotWordsSchema, type HotWordsConfig } from '../../../src/contracts/admin/config.ts';
import { indexOf } from './search-index.ts';
import { MAX_KEYWORD } from './search.schemas.ts';
import { canonicalKey, hasCjk } from './terms.ts';

/** Hot keywords are ranked over this window. */
export const RANK_WINDOW_DAYS = 90;

/** Records one search as typed (trimmed, inner spaces collapsed; its case kept for showing); nothing about the visitor is stored. */
export async function logSearch(db: Db, lang: Lang, keyword: string, resultCount: number, at: Date): Promise<void> {
  const typed = keyword.trim().replace(/\s+/g, ' ').slice(0, MAX_KEYWORD);
  if (!typed) return;
  await db.insert(searchLog).values({ keyword: typed, lang, resultCount, createdAt: at });
}

/**
 * A keyword becomes hot once searched (finding something) this often in the window, so one visitor's one-off
 * search changes nothing that every visitor sees.
 */
export const MIN_HOT_SEARCHES = 3;

/** The language's pinned and blocked hot words (site configuration `hot_words`); none when unset or unreadable. */
async function hotWordSettings(db: Db, lang: Lang): Promise<HotWordsConfig> {
  const [row] = await db.select({ value: globalConfig.value }).from(globalConfig).where(and(eq(globalConfig.key, 'hot_words'), eq(globalConfig.lang, lang)));
  let value: unknown = null;
  try {
    value = row ? JSON.parse(row.value) : null;
  } catch {
    value = null;
  }
  const parsed = hotWordsSchema.safeParse(value);
  return parsed.success ? parsed.data : { pinned: [], blocked: [] };
}

/**
 * The `number` hot keywords of a language: the pinned ones first, then the keywords searched most in the last
 * 90 days that found something (at least MIN_HOT_SEARCHES times; spellings of one term counted together,
 * "IL-2" with "il2" and "interleukin 2", and shown in their most frequent form), topped up from the `hot_search`
 * dictionary. Blocked words never show, nor Chinese words on the English site.
 */
export async function hotKeywords(db: Db, lang: Lang, number: number, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - RANK_WINDOW_DAYS * 86_400_000);
  const [counted, settings, { synonyms }] = await Promise.all([
    db
      .select({ keyword: searchLog.keyword, n: count() })
      .from(searchLog)
      .where(and(gte(searchLog.createdAt, since), eq(searchLog.lang, lang), gt(searchLog.resultCount, 0)))
      .groupBy(searchLog.keyword),
    hotWordSettings(db, lang),
    indexOf(db),
  ]);
  const keyOf = (word: string) => canonicalKey(word, synonyms);
  const blocked = new Set(settings.blocked.map(keyOf));
  const words: string[] = [];
  const seen = new Set<string>();
  const add = (word: string) => {
    const key = keyOf(word);
    if (!key || seen.has(key) || blocked.has(key) || (lang === 'en' && hasCjk(word))) return;
    seen.add(key);
    words.push(word);
  };
  settings.pinned.forEach(add);

  const terms = new Map<string, { total: number; forms: Map<string, number> }>();
  for (const { keyword, n } of counted) {
    const key = keyOf(keyword);
    const term = terms.get(key) ?? { total: 0, forms: new Map<string, number>() };
    term.total += n;
    term.forms.set(keyword, (term.forms.get(keyword) ?? 0) + n);
    terms.set(key, term);
  }
  const byCountThenText = (a: [string, number], b: [string, number]) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  const ranked = [...terms.values()]
    .filter((t) => t.total >= MIN_HOT_SEARCHES)
    .map((t) => [[...t.forms].sort(byCountThenText)[0]![0], t.total] as [string, number])
    .sort(byCountThenText);
  for (const [word] of ranked) add(word);
  if (words.length >= number) return words.slice(0, number);

  const fallback = await db
    .select({ en: dictEntries.labelEn, zh: dictEntries.labelZh })
    .from(dictEntries)
    .where(eq(dictEntries.type, 'hot_search'))
    .orderBy(asc(dictEntries.sort), asc(dictEntries.id));
  for (const f of fallback) add(lang === 'zh' ? f.zh : f.en);
  return words.slice(0, number);
}

/** Company names containing the keyword (distributors; registered users' companies join later). */
export async function organisationNames(db: Db, lang: Lang, keyword: string, limit = 20): Promise<string[]> {
  const column = lang === 'zh' ? distributors.nameZh : distributors.nameEn;
  const rows = await db.selectDistinct({ name: column }).from(distributors).where(ilike(column, likePattern(keyword))).orderBy(asc(column)).limit(limit);
  return rows.map((r) => r.name);
}
