import type { articles } from '../db/schema/index.ts';
import { EVENTS } from './events.ts';
import { INVESTOR_NOTICES } from './investor-notices.ts';
import { NEWS } from './news.ts';
import type { ArticleSpec } from './article-spec.ts';
import { enZh } from './bilingual.ts';

export type ArticleRow = typeof articles.$inferInsert;

/** Minimal escaping: the texts are ours, but `&` and `<` must still be valid HTML. */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function body(a: ArticleSpec, i: 0 | 1): string {
  const parts = [`<p><strong>${esc(a.summary[i])}</strong></p>`, ...(a.paragraphs ?? []).map((p) => `<p>${esc(p[i])}</p>`)];
  if (a.bullets?.length) parts.push(`<ul>${a.bullets.map((b) => `<li>${esc(b[i])}</li>`).join('')}</ul>`);
  return parts.join('\n');
}

function row(kind: ArticleRow['kind'], a: ArticleSpec): ArticleRow {
  return {
    kind,
    ...enZh('title', a.title),
    ...enZh('summary', a.summary),
    ...enZh('body', [body(a, 0), body(a, 1)]),
    publishedAt: a.publishedAt,
    eventStart: a.event?.start ?? null,
    eventEnd: a.event?.end ?? null,
    locationEn: a.event?.location[0] ?? null,
    locationZh: a.event?.location[1] ?? null,
  };
}

/** News, events and investor notices, oldest first within each kind. */
export function buildArticles(): ArticleRow[] {
  const byDate = (a: ArticleSpec, b: ArticleSpec) => a.publishedAt.localeCompare(b.publishedAt);
  return [
    ...[...NEWS].sort(byDate).map((a) => row('news', a)),
    ...[...EVENTS].sort(byDate).map((a) => row('event', a)),
    ...[...INVESTOR_NOTICES].sort(byDate).map((a) => row('investor', a)),
  ];
}
