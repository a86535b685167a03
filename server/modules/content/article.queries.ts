import { and, eq, type SQL } from 'drizzle-orm';
import type { ArticleDetail, ArticleItem } from '../../../src/contracts/content.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { localized } from '../../db/localize.ts';
import { newestPage } from '../../db/paged.ts';
import { articles, type ArticleKind } from '../../db/schema/index.ts';
import { type Page, type PageQuery } from '../../http/query-params.ts';
import { sanitizeHtml } from '../../security/sanitize-html.ts';

export type { ArticleDetail, ArticleItem };

type ArticleRow = typeof articles.$inferSelect;

function toItem(r: ArticleRow, lang: Lang): ArticleItem {
  return {
    id: r.id,
    kind: r.kind,
    title: localized(r, 'title', lang),
    summary: localized(r, 'summary', lang),
    publishedAt: r.publishedAt,
    eventStart: r.eventStart,
    eventEnd: r.eventEnd,
    location: localized(r, 'location', lang),
  };
}

/** A page of the visible articles, newest first, optionally of one kind. */
export async function articlePage(db: Db, lang: Lang, kind: ArticleKind | undefined, page: PageQuery): Promise<Page<ArticleItem>> {
  const where: SQL | undefined = and(eq(articles.visible, true), kind ? eq(articles.kind, kind) : undefined);
  const { rows, total } = await newestPage(db, articles, where, page);
  return { list: rows.map((r) => toItem(r, lang)), total, page: page.page, size: page.size };
}

/** One visible article with its sanitized body, or null when unknown or hidden (or not of `kind` when a kind is given). */
export async function articleById(db: Db, lang: Lang, id: number, kind?: ArticleKind): Promise<ArticleDetail | null> {
  const [r] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.visible, true), kind ? eq(articles.kind, kind) : undefined))
    .limit(1);
  if (!r) return null;
  return { ...toItem(r, lang), body: sanitizeHtml(localized(r, 'body', lang)) };
}
