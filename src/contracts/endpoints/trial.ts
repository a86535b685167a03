import { z } from 'zod';
import { endpointsOf } from '../endpoint.ts';
import { trialSchema } from '../forms/trial.ts';

/** The trial-sample application of /apply. */
const declare = endpointsOf({ group: 'storefront', access: 'public' });

export const trialApply = declare({
  route: 'POST /try_out',
  body: trialSchema('en'),
  bodyIn: ({ lang }) => trialSchema(lang),
  submission: true,
  answer: z.strictObject({ id: z.number().int() }),
  does: 'the trial-sample application (`src/contracts/forms/trial.ts`; the body is checked with the schema of the request\'s language): every field required, the phone a mainland mobile on the Chinese site, an international number on the English one; `treeId` a product category and `areaId` an area on file, `industryId` `research` or `industry`; `code` the one `POST /form/code` sent to the phone (Chinese site) or the e-mail (English site), a wrong one a 400 naming `code` (the failed check counts). A logged-in applicant\'s user id is kept with it. Stored once per `submissionId` (or `Idempotency-Key` header): a retried submission answers the first id without checking the code again; the staff notice is stored in the same transaction and sent after the commit',
});
