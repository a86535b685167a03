import { eq } from 'drizzle-orm';
import type { AdminArticle, ArticleEdit } from '../../../src/contracts/admin/content.ts';
import { articles } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { withAudit, type AuditActor, type AuditDeps } from '../audit/with-audit.ts';
import { sanitizeHtml } from '../content/sanitize-html.ts';
import { adminArticle, adminArticleById } from './article.admin-queries.ts';

/** The audit trail's view of an article: its fields without the derived marker. */
const audited = (a: AdminArticle | null) => {
  if (!a) return null;
  const { untranslated: _, ...fields } = a;
  return fields;
};

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

/** Adds an article (audited: entity `article`, its new id). */
export async function createArticle(deps: AuditDeps, actor: AuditActor, input: ArticleEdit): Promise<AdminArticle> {
  return withAudit(deps, actor, { entity: 'article', key: '', action: 'create' }, async (tx) => {
    const [row] = await tx.insert(articles).values(rowOf(input)).returning();
    const after = adminArticle(row!);
    return { before: null, after: audited(after), result: after, key: String(after.id) };
  });
}

/** Changes an article (audited with its fields before and after); 404 when there is none. */
export async function updateArticle(deps: AuditDeps, actor: AuditActor, id: number, input: ArticleEdit): Promise<AdminArticle> {
  return withAudit(deps, actor, { entity: 'article', key: String(id), action: 'update' }, async (tx) => {
    const before = await adminArticleById(tx, id);
    if (!before) throw new HttpError('E0404');
    const [row] = await tx.update(articles).set(rowOf(input)).where(eq(articles.id, id)).returning();
    const after = adminArticle(row!);
    return { before: audited(before), after: audited(after), result: after };
  });
}

/** Removes an article (audited with what it was); 404 when there is none. */
export async function deleteArticle(deps: AuditDeps, actor: AuditActor, id: number): Promise<{ id: number }> {
  return withAudit(deps, actor, { entity: 'article', key: String(id), action: 'delete' }, async (tx) => {
    const before = await adminArticleById(tx, id);
    if (!before) throw new HttpError('E0404');
    await tx.delete(articles).where(eq(articles.id, id));
    return { before: audited(before), after: null, result: { id } };
  });
}
