import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { ArticleItem } from '../../../src/contracts/content.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { articles, type ArticleKind } from '../../db/schema/index.ts';
import { offsetOf, type Page, type PageQuery } from '../../http/query-params.ts';
import { sanitizeHtml } from './sanitize-html.ts';

export type { ArticleItem };

/** One article with its body (sanitized HTML). */
export interface ArticleDetail extends ArticleItem {
  body: string;
}

type ArticleRow = typeof articles.$inferSelect;

function toItem(r: ArticleRow, lang: Lang): ArticleItem {
  const zh = lang === 'zh';
  return {
    id: r.id,
    kind: r.kind,
    title: zh ? r.titleZh : r.titleEn,
    summary: zh ? r.summaryZh : r.summaryEn,
    publishedAt: r.publishedAt,
    eventStart: r.eventStart,
    eventEnd: r.eventEnd,
    location: zh ? r.locationZh : r.locationEn,
  };
}

/** A page of the visible articles, newest first, optionally of one kind. */
export async function articlePage(db: Db, lang: Lang, kind: ArticleKind | undefined, page: PageQuery): Promise<Page<ArticleItem>> {
  const where: SQL | undefined = and(eq(articles.visible, true), kind ? eq(articles.kind, kind) : undefined);
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(articles).where(where),
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(page.size)
      .offset(offsetOf(page)),
  ]);
  return { list: rows.map((r) => toItem(r, lang)), total: totals[0]?.total ?? 0, page: page.page, size: page.size };
}

/** One visible article with its sanitized body, or null when unknown or hidden (or not of `kind` when a kind is given). */
export async function articleById(db: Db, lang: Lang, id: number, kind?: ArticleKind): Promise<ArticleDetail | null> {
  const [r] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.visible, true), kind ? eq(articles.kind, kind) : undefined))
    .limit(1);
  if (!r) return null;
  return { ...toItem(r, lang), body: sanitizeHtml(lang === 'zh' ? r.bodyZh : r.bodyEn) };
}
