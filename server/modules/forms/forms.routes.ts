import { Hono } from 'hono';
import { enquirySchema } from '../../../src/contracts/forms/enquiry.ts';
import { leaveWordSchema } from '../../../src/contracts/forms/leave-word.ts';
import type { AppDeps } from '../../deps.ts';
import { requestLang } from '../../http/request-lang.ts';
import { ok } from '../../http/respond.ts';
import { validJson } from '../../http/validate.ts';
import { coaRoutes } from './coa.routes.ts';
import { storeEnquiry } from './enquiry.queries.ts';
import { storeLeaveWord } from './leave-word.queries.ts';

/** Forms sent by visitors: validated with the page's own schema, stored in a transaction. */
export function formsRoutes(deps: AppDeps) {
  const { db, log } = deps;
  return new Hono()
    .route('/', coaRoutes(deps))
    .post('/leave_word', async (c) => {
      const lang = requestLang(c);
      const msg = await validJson(c, leaveWordSchema(lang));
      const { id, duplicate } = await storeLeaveWord(db, lang, msg);
      log.info('online message stored', { id, duplicate });
      return ok(c, { id });
    })
    .post('/enquiry', async (c) => {
      const lang = requestLang(c);
      const enquiry = await validJson(c, enquirySchema(lang));
      const { id, duplicate } = await storeEnquiry(db, lang, enquiry);
      log.info('enquiry stored', { id, duplicate });
      return ok(c, { id });
    });
}
