import {
  adminHotWordApprove,
  adminHotWordRemove,
  adminHotWords,
  adminSynonymCreate,
  adminSynonymDelete,
  adminSynonymList,
  adminSynonymSave,
} from '../../../src/contracts/endpoints/search-admin.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { approveHotWord, removeHotWord } from './hot-words.changes.ts';
import { adminHotWords as hotWordsOf } from './hot-words.queries.ts';
import { invalidateSearchIndex } from './search-index.ts';
import { adminSynonyms, createSynonym, deleteSynonym, updateSynonym } from './synonyms.queries.ts';

/**
 * What staff decide about search (permission `catalogue`): synonym groups and approved hot words. Each change is
 * one audit row; the change feed then makes every process rebuild its search index.
 */
export function searchAdminRoutes(deps: AppDeps): Route[] {
  /** The list after a change, this process's search index dropped first so the next search uses the change. */
  const list = async (changed = false) => {
    if (changed) invalidateSearchIndex(deps.db);
    return { list: await adminSynonyms(deps.db) };
  };
  return [
    route(adminSynonymList, () => list()),
    route(adminSynonymCreate, async (c, { body }) => {
      await createSynonym(deps, actorOf(deps, c), body);
      return list(true);
    }),
    route(adminSynonymSave, async (c, { params: { id }, body }) => {
      await updateSynonym(deps, actorOf(deps, c), id, body);
      return list(true);
    }),
    route(adminSynonymDelete, async (c, { params: { id } }) => {
      await deleteSynonym(deps, actorOf(deps, c), id);
      return list(true);
    }),
    route(adminHotWords, (_c, { query: { lang } }) => hotWordsOf(deps.db, lang, deps.now())),
    route(adminHotWordApprove, async (c, { body }) => hotWordsOf(deps.db, await approveHotWord(deps, actorOf(deps, c), body), deps.now())),
    route(adminHotWordRemove, async (c, { params: { id } }) => hotWordsOf(deps.db, await removeHotWord(deps, actorOf(deps, c), id), deps.now())),
  ];
}
