import type { Answer, CheckedInput, Endpoint } from '../../../src/contracts/endpoint.ts';
import { enquiry, leaveWord, suggestion } from '../../../src/contracts/endpoints/forms.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { sendStored } from '../../mail/outbox.ts';
import { requestLang } from '../../http/request-lang.ts';
import { coaRoutes } from './coa.routes.ts';
import { formCodeRoutes } from './form-code.ts';
import { storeEnquiry } from './enquiry.queries.ts';
import { storeLeaveWord } from './leave-word.queries.ts';
import { storeSuggestion } from './suggestion.queries.ts';

type Store<E extends Endpoint> = (db: Db, lang: Lang, value: CheckedInput<E>['body']) => Promise<{ id: number; duplicate: boolean; noticeId?: number }>;

/**
 * Forms sent by visitors: the body read with the page's own schema of the request's language (the
 * declaration's `bodyIn`), stored in a transaction once per submission id, with a staff notice (see storeSubmission).
 */
export function formsRoutes(deps: AppDeps): Route[] {
  const { db, log } = deps;
  const stored = <E extends typeof leaveWord | typeof enquiry | typeof suggestion>(endpoint: E, store: Store<E>) =>
    route(endpoint, async (c, { body }) => {
      const lang = requestLang(c);
      const { id, duplicate, noticeId } = await store(db, lang, body);
      log.info('form stored', { form: endpoint.path, id, duplicate });
      // The staff notice goes out after the commit; the answer does not wait for the mail server.
      if (noticeId) void sendStored(deps, noticeId);
      // The three declare the same answer, `{id}`.
      return { id } as Answer<E>;
    });
  return [...coaRoutes(deps), ...formCodeRoutes(deps), stored(leaveWord, storeLeaveWord), stored(enquiry, storeEnquiry), stored(suggestion, storeSuggestion)];
}
