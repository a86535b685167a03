import { trialApply } from '../../../src/contracts/endpoints/trial.ts';
import { formCodeTargetField } from '../../../src/contracts/forms/form-code.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { sendStored } from '../../mail/outbox.ts';
import { optionalUser } from '../account/current-user.ts';
import { requireFormCode } from '../forms/form-code.ts';
import { choiceNames, lockSubmission, storedTrialId, storeTrial } from './trial.queries.ts';

type Outcome = { id: number; duplicate: boolean; noticeId?: number } | { refused: unknown };

/** `POST /try_out`: the trial-sample application of /apply. */
export function trialRoutes(deps: AppDeps): Route[] {
  const { db, log } = deps;
  // The body is read with the page's schema of the request's language (the declaration's `bodyIn`).
  return [route(trialApply, async (c, { body: application }) => {
    const lang = requestLang(c);
    const names = await choiceNames(db, lang, application.treeId, application.areaId);
    const unknown = [
      ...(names.category ? [] : [{ field: 'treeId', message: translate(lang, 'trial:errors.treeId') }]),
      ...(names.area ? [] : [{ field: 'areaId', message: translate(lang, 'trial:errors.areaId') }]),
    ];
    if (unknown.length) throw new HttpError('E0400', unknown);
    const user = await optionalUser(deps, c);

    const outcome: Outcome = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await lockSubmission(tx, application.submissionId);
      // A repeated submission (double click, retry after a lost answer) gets the first row's id: its code
      // was spent by the first request, so the duplicate check comes before the code check.
      const first = await storedTrialId(tx, application.submissionId);
      if (first !== undefined) return { id: first, duplicate: true };
      try {
        await requireFormCode({ ...deps, db: tx }, c, lang, application[formCodeTargetField(lang)], application.code);
      } catch (refused) {
        // Returned, not thrown: the transaction commits, so the failed check counts against the code's budget.
        return { refused };
      }
      return storeTrial(tx, lang, application, user?.userId ?? null, { category: names.category!, area: names.area! });
    });
    if ('refused' in outcome) throw outcome.refused;

    log.info('trial application stored', { id: outcome.id, duplicate: outcome.duplicate });
    // The staff notice goes out after the commit; the answer does not wait for the mail server.
    if (outcome.noticeId) void sendStored(deps, outcome.noticeId);
    return { id: outcome.id };
  })];
}
