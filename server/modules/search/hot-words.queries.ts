import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { AdminHotWords } from '../../../src/contracts/admin/search.ts';
import type { Db } from '../../db/client.ts';
import { hotWords, searchLog } from '../../db/schema/index.ts';
import { indexOf } from './search-index.ts';
import { canonicalKey } from './terms.ts';

/** Hot keywords are ranked over this window. */
export const RANK_WINDOW_DAYS = 90;

/**
 * The distinct visitors a term needs in the window to be a hot-word candidate: at least MIN_HOT_VISITORS different
 * people (one person, or a pair, repeating a search never makes a word hot) and at least HOT_SHARE of all the
 * visitors who searched in the window, so the bar rises with traffic (on a site with 5,000 searching visitors a
 * word needs 50 of them). A candidate is shown only once staff approve it.
 */
export const MIN_HOT_VISITORS = 3;
export const HOT_SHARE = 0.01;
export const hotThreshold = (visitors: number) => Math.max(MIN_HOT_VISITORS, Math.ceil(visitors * HOT_SHARE));

/** A searched term: its spellings' most frequent one and how many distinct visitors searched any of them. */
export interface SearchedTerm {
  key: string;
  word: string;
  visitors: number;
}

const sinceOf = (now: Date) => new Date(now.getTime() - RANK_WINDOW_DAYS * 86_400_000);
/** A row without a visitor (written before visitors were recorded) counts as a visitor of its own. */
const visitorColumn = sql<string>`coalesce(${searchLog.visitor}, 'row:' || ${searchLog.id}::text)`;

/**
 * The terms searched in a language in the window that found something, spellings of one term together ("IL-2",
 * "il2", "interleukin 2"), most visitors first; and how many visitors searched at all (the threshold's base).
 */
export async function searchedTerms(db: Db, lang: Lang, now: Date): Promise<{ terms: SearchedTerm[]; visitors: number; keyOf: (w: string) => string }> {
  const since = sinceOf(now);
  const inWindow = and(gte(searchLog.createdAt, since), eq(searchLog.lang, lang));
  const [rows, [all], { synonyms }] = await Promise.all([
    db
      .select({ keyword: searchLog.keyword, visitor: visitorColumn, n: sql<number>`count(*)::int` })
      .from(searchLog)
      .where(and(inWindow, gt(searchLog.resultCount, 0)))
      .groupBy(searchLog.keyword, visitorColumn),
    db.select({ n: sql<number>`count(distinct ${visitorColumn})::int` }).from(searchLog).where(inWindow),
    indexOf(db),
  ]);
  const keyOf = (word: string) => canonicalKey(word, synonyms);
  const terms = new Map<string, { visitors: Set<string>; forms: Map<string, number> }>();
  for (const { keyword, visitor, n } of rows) {
    const key = keyOf(keyword);
    if (!key) continue;
    const term = terms.get(key) ?? { visitors: new Set<string>(), forms: new Map<string, number>() };
    term.visitors.add(visitor);
    term.forms.set(keyword, (term.forms.get(keyword) ?? 0) + Number(n));
    terms.set(key, term);
  }
  const byCountThenText = (a: [string, number], b: [string, number]) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  const list = [...terms].map(([key, t]) => ({ key, word: [...t.forms].sort(byCountThenText)[0]![0], visitors: t.visitors.size }));
  list.sort((a, b) => byCountThenText([a.word, a.visitors], [b.word, b.visitors]));
  return { terms: list, visitors: Number(all?.n ?? 0), keyOf };
}

/** The approved hot words of a language, oldest approval first. */
export const approvedWords = (db: Db, lang: Lang) =>
  db.select({ id: hotWords.id, word: hotWords.word, approvedAt: hotWords.approvedAt }).from(hotWords).where(eq(hotWords.lang, lang)).orderBy(asc(hotWords.approvedAt), asc(hotWords.id));

/** The back office's view: approved words, and the candidates (terms at or above the threshold) with whether approved. */
export async function adminHotWords(db: Db, lang: Lang, now: Date): Promise<AdminHotWords> {
  const [{ terms, visitors, keyOf }, approved] = await Promise.all([searchedTerms(db, lang, now), approvedWords(db, lang)]);
  const threshold = hotThreshold(visitors);
  const approvedKeys = new Set(approved.map((a) => keyOf(a.word)));
  return {
    approved: approved.map((a) => ({ id: a.id, word: a.word, approvedAt: a.approvedAt.toISOString() })),
    candidates: terms.filter((t) => t.visitors >= threshold).map((t) => ({ word: t.word, visitors: t.visitors, approved: approvedKeys.has(t.key) })),
    threshold,
    visitors,
  };
}
