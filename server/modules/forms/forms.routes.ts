import { Hono } from 'hono';
import type { z } from 'zod';
import { enquirySchema } from '../../../src/contracts/forms/enquiry.ts';
import { leaveWordSchema } from '../../../src/contracts/forms/leave-word.ts';
import { suggestionSchema } from '../../../src/contracts/forms/suggestion.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { sendStored } from '../../mail/outbox.ts';
import { requestLang } from '../../http/request-lang.ts';
import { ok } from '../../http/respond.ts';
import { coaRoutes } from './coa.routes.ts';
import { formCodeRoutes } from './form-code.ts';
import { storeEnquiry } from './enquiry.queries.ts';
import { storeLeaveWord } from './leave-word.queries.ts';
import { storeSuggestion } from './suggestion.queries.ts';
import { readBody } from '../../http/validate.ts';

interface SubmissionForm<S extends z.ZodType> {
  path: string;
  /** The page's own schema for the language the form was filled in. */
  schema: (lang: Lang) => S;
  store: (db: Db, lang: Lang, value: z.infer<S>) => Promise<{ id: number; duplicate: boolean; noticeId?: number }>;
}

const form = <S extends z.ZodType>(f: SubmissionForm<S>) => f as unknown as SubmissionForm<z.ZodType>;

/** Forms whose submission is stored once per submission id, with a staff notice (see storeSubmission). */
const SUBMISSION_FORMS = [
  form({ path: '/leave_word', schema: leaveWordSchema, store: storeLeaveWord }),
  form({ path: '/enquiry', schema: enquirySchema, store: storeEnquiry }),
  form({ path: '/suggest', schema: suggestionSchema, store: storeSuggestion }),
];

/** Forms sent by visitors: validated with the page's own schema, stored in a transaction. */
export function formsRoutes(deps: AppDeps) {
  const { db, log } = deps;
  const app = new Hono().route('/', coaRoutes(deps)).route('/', formCodeRoutes(deps));
  for (const f of SUBMISSION_FORMS) {
    app.post(f.path, async (c) => {
      const lang = requestLang(c);
      const value = await readBody(c, f.schema(lang), { submission: true });
      const { id, duplicate, noticeId } = await f.store(db, lang, value);
      log.info('form stored', { form: f.path, id, duplicate });
      // The staff notice goes out after the commit; the answer does not wait for the mail server.
      if (noticeId) void sendStored(deps, noticeId);
      return ok(c, { id });
    });
  }
  return app;
}
