import { endpointsOf } from '../endpoint.ts';
import {
  countQuery,
  orgQuery,
  plainSearchQuery,
  rankQuery,
  searchAnswerSchema,
  searchCountsSchema,
  searchPageSchema,
  searchQuery,
  searchTagsSchema,
  tagsQuery,
  wordListSchema,
} from '../search.ts';
import { HOT_WORDS } from './first-load.ts';

// Search: never kept by the API memo (a search is recorded for the hot words; the hot words change with them).
const declare = endpointsOf({ group: 'storefront', access: 'public' });

export const searchPage = declare({
  route: 'GET /search',
  query: searchQuery,
  answer: searchAnswerSchema,
  does: 'the product tab of a search with the counts of every tab. `keywords` 1–100 characters; the product tab\'s filters `categoryId`, `proteinTag`, `species`, `target`, `coupling` (dictionary values); 20 a page, at most 100. Products best first: the exact catalog number (also typed without punctuation or case: `cyth0201`), then the products whose target is the keyword by spelling, synonym or NCBI Gene alias, then those whose catalog number or a name holds the keyword as a search key (README, *Search*), then the products of a category the keyword names, then every product whose catalog number or names contain every word. The search is recorded for the hot words (its language, how many results it found and the visitor\'s one-day pseudonym) unless it is a later page or a narrowing of one',
});

export const searchProductTab = declare({
  route: 'GET /search/product',
  query: searchQuery,
  answer: searchPageSchema,
  does: 'the product tab alone, as `GET /search` ranks it, at the visitor\'s prices; nothing recorded (the search box\'s suggestions)',
});

export const searchServeTab = declare({
  route: 'GET /search/serve',
  query: plainSearchQuery,
  answer: searchPageSchema,
  does: 'the services whose title or summary (either language) holds every word of `keywords`, in their order; 20 a page, at most 100',
});

export const searchContentTab = declare({
  route: 'GET /search/content',
  query: plainSearchQuery,
  answer: searchPageSchema,
  does: 'the visible news, events and investor notices whose title or summary (either language) holds every word of `keywords`, newest first; 20 a page, at most 100',
});

export const searchTabCounts = declare({
  route: 'GET /search/count',
  query: countQuery,
  answer: searchCountsSchema,
  does: 'how many results each tab has for `keywords` (the product count with the filters)',
});

export const searchFilterTags = declare({
  route: 'GET /search/tags',
  query: tagsQuery,
  answer: searchTagsSchema,
  does: 'the filter menu: the categories and dictionary values (protein tag, species, target, coupling) present among the products matching `keywords`, each with how many, labels in the request\'s language',
});

export const searchHotWords = declare({
  route: HOT_WORDS,
  query: rankQuery,
  answer: wordListSchema,
  does: 'the hot words under the search box, `number` of them (5 unless asked, 1–20), per language: the pinned words of the configuration `hot_words` first, then the words staff approved (`/admin/search/hot-words`), those searched by the most distinct visitors in 90 days first, topped up from the `hot_search` dictionary; blocked words never, nor Chinese words on the English site',
});

export const searchCompanyNames = declare({
  route: 'GET /search/org/name',
  query: orgQuery,
  answer: wordListSchema,
  does: 'company names containing `keyWord` (2–50 characters) for the forms\' company field: the distributors\' names in the request\'s language, sorted, at most 20',
});
