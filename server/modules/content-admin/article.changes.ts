import type { AdminArticle, ArticleEdit } from '../../../src/contracts/admin/content.ts';
import { articles } from '../../db/schema/index.ts';
import { sanitizeHtml } from '../../security/sanitize-html.ts';
import { adminArticle } from './article.admin-queries.ts';
import { auditedRows } from './audited-rows.ts';

type ArticleRow = typeof articles.$inferSelect;

/** The row of an edit: bodies sanitized, event dates only for events, blanks stored as null where the column allows. */
function rowOf(input: ArticleEdit) {
  const event = input.kind === 'event';
  return {
    kind: input.kind,
    titleEn: input.titleEn,
    titleZh: input.titleZh,
    summaryEn: input.summaryEn,
    summaryZh: input.summaryZh,
    bodyEn: sanitizeHtml(input.bodyEn),
    bodyZh: sanitizeHtml(input.bodyZh),
    locationEn: input.locationEn || null,
    locationZh: input.locationZh || null,
    publishedAt: input.publishedAt,
    eventStart: event ? input.eventStart || null : null,
    // A one-day event has no end day of its own: it ends when it starts.
    eventEnd: event ? input.eventEnd || input.eventStart || null : null,
    visible: input.visible,
  };
}

/** Adds, changes and removes articles, audited (entity `article`, its id); a change or removal of none is a 404. */
export const articleRows = auditedRows<ArticleEdit, AdminArticle>({ table: articles, entity: 'article', shown: (r) => adminArticle(r as ArticleRow), stored: rowOf });
