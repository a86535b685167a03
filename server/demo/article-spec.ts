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
