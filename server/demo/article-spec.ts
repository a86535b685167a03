/** An English/Chinese pair. */
export type Bi = readonly [en: string, zh: string];

/** An article as written: the body is built as simple HTML from the summary, paragraphs and bullets. */
export interface ArticleSpec {
  title: Bi;
  summary: Bi;
  paragraphs?: Bi[];
  bullets?: Bi[];
  publishedAt: string;
  event?: { start: string; end: string; location: Bi };
}

/** An article as one row: date, title, summary, then the paragraphs and bullets it has (in that order). */
export function article(publishedAt: string, title: Bi, summary: Bi, more: Pick<ArticleSpec, 'paragraphs' | 'bullets'> = {}): ArticleSpec {
  return { title, summary, ...more, publishedAt };
}

/** An event as one row: the date it is announced, when and where it takes place, then as `article`. */
export function event(publishedAt: string, start: string, end: string, location: Bi, title: Bi, summary: Bi, more: Pick<ArticleSpec, 'bullets'> = {}): ArticleSpec {
  return { ...article(publishedAt, title, summary, more), event: { start, end, location } };
}
