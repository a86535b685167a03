import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { dictEntries, distributors, globalConfig, searchLog } from '../../db/schema/index.ts';
import { likePattern } from '../../http/query-params.ts';
import { hotWordsSchema, type HotWordsConfig } from '../../../src/contracts/admin/config.ts';
import { approvedWords, searchedTerms } from './hot-words.queries.ts';
import { MAX_KEYWORD } from './search.schemas.ts';
import { hasCjk } from './terms.ts';

/** Records one search as typed (trimmed, inner spaces collapsed; its case kept for showing) with the visitor's one-day
 * pseudonym (visitor-key.ts), never the visitor's address. */
export async function logSearch(db: Db, lang: Lang, keyword: string, resultCount: number, at: Date, visitor?: string): Promise<void> {
  const typed = keyword.trim().replace(/\s+/g, ' ').slice(0, MAX_KEYWORD);
  if (!typed) return;
  await db.insert(searchLog).values({ keyword: typed, lang, resultCount, createdAt: at, visitor: visitor ?? null });
}

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
 * The `number` hot keywords of a language: the pinned words of the configuration first, then the words staff
 * approved (hot-words.queries.ts: a term becomes a candidate when enough distinct visitors search it, and shows only
 * once approved), those searched by the most visitors in the last 90 days first, topped up from the `hot_search`
 * dictionary. Blocked words never show, nor Chinese words on the English site.
 */
export async function hotKeywords(db: Db, lang: Lang, number: number, now: Date): Promise<string[]> {
  const [{ terms, keyOf }, settings, approved] = await Promise.all([searchedTerms(db, lang, now), hotWordSettings(db, lang), approvedWords(db, lang)]);
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
  const visitors = new Map(terms.map((t) => [t.key, t.visitors]));
  const seenOf = (word: string) => visitors.get(keyOf(word)) ?? 0;
  // Stable sort: approved words searched by as many visitors keep their approval order.
  [...approved].sort((a, b) => seenOf(b.word) - seenOf(a.word)).forEach((a) => add(a.word));
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
