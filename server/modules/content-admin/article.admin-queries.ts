import { and, count, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { articleTextFields, type AdminArticle, type AdminArticlePage, type ArticleListQuery } from '../../../src/contracts/admin/content.ts';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema/index.ts';
import { likePattern } from '../../http/query-params.ts';

type ArticleRow = typeof articles.$inferSelect;

/** A row as the back office shows it: every language's fields, blanks for what is not set. */
export function adminArticle(r: ArticleRow): AdminArticle {
  const a = {
    id: r.id,
    kind: r.kind,
    titleEn: r.titleEn,
    titleZh: r.titleZh,
    summaryEn: r.summaryEn,
    summaryZh: r.summaryZh,
    bodyEn: r.bodyEn,
    bodyZh: r.bodyZh,
    locationEn: r.locationEn ?? '',
    locationZh: r.locationZh ?? '',
    publishedAt: r.publishedAt,
    eventStart: r.eventStart ?? '',
    eventEnd: r.eventEnd ?? '',
    visible: r.visible,
    version: r.version,
  };
  return { ...a, untranslated: articleTextFields.some((f) => !a[`${f}En`].trim() !== !a[`${f}Zh`].trim()) };
}

const blank = (column: AnyColumn) => sql`(btrim(coalesce(${column}, '')) = '')`;

/** An article with a text present in one language and blank in the other (the same rule as `articleUntranslated`). */
const untranslatedWhere: SQL = or(
  ...articleTextFields.map((f) => sql`${blank(articles[`${f}En`])} <> ${blank(articles[`${f}Zh`])}`),
)!;

/** A page of articles of every visibility, newest first, with the number of untranslated ones among all that match. */
export async function adminArticlePage(db: Db, q: { kind?: ArticleListQuery['kind']; q?: string | undefined; untranslated?: boolean; page: number; size: number }): Promise<AdminArticlePage> {
  const search = q.q ? or(ilike(articles.titleEn, likePattern(q.q)), ilike(articles.titleZh, likePattern(q.q))) : undefined;
  const matching = and(q.kind ? eq(articles.kind, q.kind) : undefined, search);
  const where = and(matching, q.untranslated ? untranslatedWhere : undefined);
  const [totals, missing, rows] = await Promise.all([
    db.select({ n: count() }).from(articles).where(where),
    db.select({ n: count() }).from(articles).where(and(matching, untranslatedWhere)),
    db.select().from(articles).where(where).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(q.size).offset((q.page - 1) * q.size),
  ]);
  return { list: rows.map(adminArticle), total: totals[0]?.n ?? 0, page: q.page, size: q.size, untranslated: missing[0]?.n ?? 0 };
}
