// What staff decide about search: the synonyms they add and the hot words they approve.
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, lang, serialId, timestamps, version } from './columns.ts';

/** A group of names search treats as one (staff add them in the back office); the first is the one shown. */
export const searchSynonyms = pgTable('search_synonyms', {
  ...serialId(),
  names: jsonb('names').$type<string[]>().notNull(),
  ...version(),
  ...timestamps(),
});

/**
 * A hot word staff approved for a language: only approved words show under the search box, and they stay until
 * removed. `key` is the word's comparison key (server/modules/search/terms.ts), so one term is approved once
 * whatever its spelling.
 */
export const hotWords = pgTable(
  'hot_words',
  {
    ...serialId(),
    lang: lang(),
    word: text('word').notNull(),
    key: text('key').notNull(),
    approvedAt: instant('approved_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('hot_words_lang_key_idx').on(t.lang, t.key), index('hot_words_lang_idx').on(t.lang)],
);
