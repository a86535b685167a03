// Plain values of the content, without zod: the route loaders (in the browser's first load) import them, and
// importing them from content.ts would put zod on every first load (tests/unit/first-load.test.ts).

/** The kinds of article: news, events (with dates and place) and investor notices. */
export const ARTICLE_KINDS = ['news', 'event', 'investor'] as const;

/** The kinds of downloadable document, in the order of the /resources page's tabs. */
export const RESOURCE_KINDS = ['manual', 'brochure', 'protocol', 'msds', 'poster'] as const;

/** Rich texts of the configuration: brand information, privacy policy, terms and conditions, the company profile of /about-us. */
export const RICH_TITLES = ['brand', 'privacy_policy', 'terms_conditions', 'company_profile'] as const;
export type RichTitle = (typeof RICH_TITLES)[number];

// `GET /article` answers a page of the list without an `id`, one article with it: these take the form the caller
// asked for out of the answer's type (the `in` check narrows the value, the Extract its declared type).

/** The page of a `GET /article` answer asked without an `id`. */
export function articleListOf<A extends object>(answer: A): Extract<A, { list: unknown[] }> {
  if ('list' in answer) return answer as Extract<A, { list: unknown[] }>;
  throw new Error('GET /article answered one article where a page was asked');
}

/** The article of a `GET /article?id=` answer. */
export function articleOf<A extends object>(answer: A): Extract<A, { body: string }> {
  if ('body' in answer) return answer as Extract<A, { body: string }>;
  throw new Error('GET /article answered a page where one article was asked');
}
