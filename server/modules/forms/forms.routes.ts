import type { z } from 'zod';
import { enquiry, leaveWord, suggestion } from '../../../src/contracts/endpoints/forms.ts';
import { enquirySchema } from '../../../src/contracts/forms/enquiry.ts';
import { leaveWordSchema } from '../../../src/contracts/forms/leave-word.ts';
import { suggestionSchema } from '../../../src/contracts/forms/suggestion.ts';
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
import { readBody } from '../../http/validate.ts';

interface SubmissionForm<S extends z.ZodType> {
  endpoint: typeof leaveWord | typeof enquiry | typeof suggestion;
  /** The page's own schema for the language the form was filled in. */
  schema: (lang: Lang) => S;
  store: (db: Db, lang: Lang, value: z.infer<S>) => Promise<{ id: number; duplicate: boolean; noticeId?: number }>;
}

const form = <S extends z.ZodType>(f: SubmissionForm<S>) => f as unknown as SubmissionForm<z.ZodType>;

/** Forms whose submission is stored once per submission id, with a staff notice (see storeSubmission). */
const SUBMISSION_FORMS = [
  form({ endpoint: leaveWord, schema: leaveWordSchema, store: storeLeaveWord }),
  form({ endpoint: enquiry, schema: enquirySchema, store: storeEnquiry }),
  form({ endpoint: suggestion, schema: suggestionSchema, store: storeSuggestion }),
];

/**
 * Forms sent by visitors: validated with the page's own schema of the request's language (the declaration's
 * body checks nothing, see checkedInHandler), stored in a transaction.
 */
export function formsRoutes(deps: AppDeps): Route[] {
  const { db, log } = deps;
  return [
    ...coaRoutes(deps),
    ...formCodeRoutes(deps),
    ...SUBMISSION_FORMS.map((f) =>
      route(f.endpoint, async (c) => {
        const lang = requestLang(c);
        const value = await readBody(c, f.schema(lang), { submission: true });
        const { id, duplicate, noticeId } = await f.store(db, lang, value);
        log.info('form stored', { form: f.endpoint.path, id, duplicate });
        // The staff notice goes out after the commit; the answer does not wait for the mail server.
        if (noticeId) void sendStored(deps, noticeId);
        return { id };
      }),
    ),
  ];
}
