import { adminHotWordsSchema, adminSynonymListSchema, hotWordApproveSchema, hotWordIdPath, hotWordsLangQuery, synonymEditSchema, synonymIdPath, synonymSaveSchema } from '../admin/search.ts';
import { endpointsOf } from '../endpoint.ts';

/**
 * What staff decide about search (permission `catalogue`): synonym groups and the approved hot words. Every change
 * is audited and goes through the change feed, so every process's search uses it at once.
 */

const declare = endpointsOf({ group: 'admin', access: { permission: 'catalogue' } });

export const adminSynonymList = declare({
  route: 'GET /admin/search/synonyms',
  answer: adminSynonymListSchema,
  does: "the synonym groups staff added, newest first, each with its edit `version`. Search also knows NCBI Gene's aliases of the catalogue's targets and the field's spellings (README, *How search matches*)",
});

export const adminSynonymCreate = declare({
  route: 'POST /admin/search/synonyms',
  body: synonymEditSchema,
  answer: adminSynonymListSchema,
  does: '`names`: 2 to 30 names of one thing, each ≤ 100 characters and differing in more than case or punctuation (400 naming `names`); the first is the name shown. Audited (entity `search-synonym`, the new id, `create`); answers the list',
});

export const adminSynonymSave = declare({
  route: 'PUT /admin/search/synonyms/:id',
  params: synonymIdPath,
  body: synonymSaveSchema,
  answer: adminSynonymListSchema,
  does: 'the names and the `version` the form loaded (a save from an older version answers 409 `E0409V` with `{current, changedBy, changedAt}`, nothing written); 404 for no such group. Audited (`update`)',
});

export const adminSynonymDelete = declare({
  route: 'DELETE /admin/search/synonyms/:id',
  params: synonymIdPath,
  answer: adminSynonymListSchema,
  does: 'removes the group (404 for none). Audited (`delete`)',
});

export const adminHotWords = declare({
  route: 'GET /admin/search/hot-words',
  query: hotWordsLangQuery,
  answer: adminHotWordsSchema,
  does: "one language's (`lang` `en` or `zh`) approved hot words and the terms searched (finding something) by at least `threshold` distinct visitors in 90 days, most visitors first, with whether each is approved; `visitors` is the window's distinct searching visitors the threshold is made from",
});

export const adminHotWordApprove = declare({
  route: 'POST /admin/search/hot-words',
  body: hotWordApproveSchema,
  answer: adminHotWordsSchema,
  does: '`lang` and `word`: the word shows under the search box of that language until removed (a spelling of an approved term changes nothing). Audited (entity `hot-word`, `lang:word`, `approve`)',
});

export const adminHotWordRemove = declare({
  route: 'DELETE /admin/search/hot-words/:id',
  params: hotWordIdPath,
  answer: adminHotWordsSchema,
  does: 'the approved word no longer shows (it is a candidate again while visitors search it); 404 for none. Audited (`remove`)',
});
