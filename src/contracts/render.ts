import type { Lang } from './lang.ts';
import type { SiteData } from './site-data.ts';
import type { LangHosts } from './site-url.ts';

/** What the server asks of the page renderer (src/entry-server.tsx) for one request. */
export interface RenderRequest {
  /** Path and query as requested, e.g. /cn/product-detail?catalogNumber=CYT-H0201. */
  url: string;
  /** Origin of the request, for absolute canonical and alternate links. */
  origin: string;
  hosts: LangHosts;
  /** Answers API calls in-process (the app's own fetch, with the visitor's connection). */
  fetch: typeof fetch;
  /**
   * The page data in a language, read directly by the server (its queries, at this visitor's prices).
   * Absent = read through `fetch` like any other API call (the slower way, kept for comparison).
   */
  data?: (lang: Lang) => SiteData;
  /**
   * Render the frame's head and tail with the page instead of splicing in the ones kept for the language
   * (src/app/kept-frame.tsx): the same HTML, slower; tests compare the two.
   */
  wholeFrame?: boolean;
}

/** The rendered page, in parts the server puts into the HTML template. */
export interface RenderResult {
  status: number;
  lang: Lang;
  htmlLang: string;
  head: string;
  body: string;
  state: string;
  stateId: string;
  /** Set when the page asked for answers with another one (see RedirectError): where to send the browser. */
  redirect?: string;
  /** Whether the server may keep this answer for other requests (a 200 of a route that is not `fresh`). */
  cacheable: boolean;
}
