import { endpointsOf } from '../endpoint.ts';
import { awardQuerySchema, paperAwardAmountSchema, paperAwardAnswerSchema, paperAwardSchema, uploadAnswerSchema } from '../forms/paper-award.ts';

/** The paper award: the award table as the server computes it, the file uploads and the application. */

const declare = endpointsOf({ group: 'storefront', access: 'public' });

export const paperAwardAmount = declare({
  route: 'GET /paper_reward/award',
  query: awardQuerySchema,
  answer: paperAwardAmountSchema,
  does: 'the award of a paper of impact factor `influenceFactor` (a positive number up to 1000): below 2 500 CNY, 2–5 1000, 5–10 2000, 10 and above 3000, 20% tax withheld; whole CNY',
});

export const paperAwardUpload = declare({
  route: 'POST /paper_reward/upload',
  answer: uploadAnswerSchema,
  does: 'one file of the form as `multipart/form-data` (field `file`, optionally `kind` the same as the query\'s), with `?kind=idPhoto|paper` required in the query (it sets the size cap before any byte is read; read after the limit per client address is counted, a 400 naming `kind` otherwise): an ID photo JPEG or PNG up to 5 MB, a paper PDF up to 20 MB, checked by their first bytes (413 too large, 415 another type, 400 no file), a PDF also by its content (400 saying why for JavaScript, launch actions, embedded files, rich media, XFA forms or HTML in it). Written under `DATA_DIR/uploads` with a random name and never served back; the answer\'s `token` goes in the form. 30 uploads an hour per client address (then 429); 503 when the server keeps no uploads',
});

export const paperAwardApply = declare({
  route: 'POST /paper_reward',
  // Any date: the body is read with the schema of the request's language and day.
  body: paperAwardSchema('en', '2000-01-01'),
  bodyIn: ({ lang, today }) => paperAwardSchema(lang, today),
  submission: true,
  answer: paperAwardAnswerSchema,
  does: 'the paper-award application (`src/contracts/forms/paper-award.ts`; the body is checked with the schema of the request\'s language and day): every field required, the phone a mainland mobile on the Chinese site, the issue date not in the future, the ID number valid, the applicant the first or corresponding author, the three uploads\' tokens of the right kinds and not yet claimed, `education` a value of the `education` dictionary, `code` the one `POST /form/code` sent (a wrong one a 400 naming `code`, the failed check counted). A client\'s `bonusAmount` is ignored: the award is computed from the impact factor, and `counts` is false when a paper of the same product and group with an impact factor as high or higher holds it. A DOI already applied for answers 409 naming `doi`. Stored once per `submissionId` (or `Idempotency-Key` header), with the staff notice in the same transaction (sent after the commit); a logged-in applicant\'s user id is kept with it',
});
