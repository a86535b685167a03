import { z } from 'zod';
import type { Lang } from '../lang.ts';
import { isValidIdNumber } from './id-number.ts';
import { emailField, INTERNATIONAL_PHONE, phoneField, submissionId } from './common.ts';
import { recordId } from '../record-id.ts';

/** One row of the award table: papers with an impact factor from `minImpactFactor` on get `grossCny`. */
export interface AwardTier {
  minImpactFactor: number;
  grossCny: number;
}

/** "Paper award (CNY)": below 2 → 500; 2 to 5 → 1000; 5 to 10 → 2000; 10 and above → 3000. */
export const AWARD_TIERS: readonly AwardTier[] = Object.freeze([
  { minImpactFactor: 0, grossCny: 500 },
  { minImpactFactor: 2, grossCny: 1000 },
  { minImpactFactor: 5, grossCny: 2000 },
  { minImpactFactor: 10, grossCny: 3000 },
]);

/** "20% tax is withheld", in percent so the arithmetic stays in whole yuan. */
export const AWARD_TAX_PERCENT = 20;

/** An award in whole CNY: what the tier gives, the tax withheld, and what is paid. */
export const paperAwardAmountSchema = z.strictObject({ grossCny: z.number().int(), taxCny: z.number().int(), netCny: z.number().int() });
export type PaperAward = z.infer<typeof paperAwardAmountSchema>;

/** `GET /paper_reward/award`: the impact factor whose award to compute. */
export const awardQuerySchema = z.object({ influenceFactor: z.coerce.number().positive().max(1000) });

/** The award of a paper of `impactFactor` (a positive number), with 20% tax withheld. */
export function paperAward(impactFactor: number): PaperAward {
  if (!Number.isFinite(impactFactor) || impactFactor <= 0) throw new RangeError(`paperAward: impact factor must be a positive number, got ${impactFactor}`);
  const tier = AWARD_TIERS.findLast((t) => impactFactor >= t.minImpactFactor)!;
  const taxCny = Math.round((tier.grossCny * AWARD_TAX_PERCENT) / 100);
  return { grossCny: tier.grossCny, taxCny, netCny: tier.grossCny - taxCny };
}

/**
 * A person's name as compared by the author rule and the group key: Unicode-compatible forms folded
 * (full-width letters typed with Chinese input methods), case and all spaces ignored.
 */
export const normaliseName = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** Kinds of file the form uploads: the two ID photos and the paper. */
export const UPLOAD_KINDS = ['idPhoto', 'paper'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * Size limits: a phone photo of an ID card is 1-4 MB as JPEG, so 5 MB is ample; journal PDFs with figures are
 * mostly under 10 MB, 20 MB leaves room for supplementary pages while keeping one request short.
 */
export const UPLOAD_LIMIT_BYTES: Record<UploadKind, number> = { idPhoto: 5 * 1024 * 1024, paper: 20 * 1024 * 1024 };

/** What the file inputs offer (the server checks the content itself). */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = { idPhoto: 'image/jpeg,image/png,.jpg,.jpeg,.png', paper: 'application/pdf,.pdf' };

/** The random token `POST /paper_reward/upload` answers: 32 random bytes in base64url. */
export const UPLOAD_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Crossref's recommended DOI pattern (www.crossref.org/blog/dois-and-matching-regular-expressions). */
const DOI = /^10\.\d{4,9}\/[-._;()/:a-z0-9]+$/;

/** Strips the resolver prefixes people paste with a DOI; DOIs are case-insensitive (DOI Handbook §2.4), stored lower-case. */
export const normaliseDoi = (doi: string) =>
  doi
    .trim()
    .replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:\s*)/i, '')
    .toLowerCase();

const E = 'paper-award:errors';
/**
 * A required text whose blank message is the field's own ('Paper Title cannot be blank.'); the checks abort
 * on failure so a blank field shows that one text, not its format text as well.
 */
const blank = (field: string, max = 100) =>
  z
    .string({ error: `${E}.${field}` })
    .trim()
    .min(1, { error: `${E}.${field}`, abort: true })
    .max(max, { error: 'validation:tooLong', abort: true });
const token = (field: string) => z.string({ error: `${E}.${field}` }).regex(UPLOAD_TOKEN, { error: `${E}.${field}` });

/** The impact factor as typed: a positive number up to 1000 with at most 3 decimals (the column is numeric(7,3)). */
const impactFactor = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  blank('influenceFactor', 20)
    .regex(/^\d{1,4}(\.\d{1,3})?$/, { error: `${E}.influenceFactorFormat` })
    .transform(Number)
    .refine((v) => v > 0 && v <= 1000, { error: `${E}.influenceFactorFormat` }),
);

const AUTHOR_FIELDS = new Set(['name', 'firstAuthor', 'correspondingAuthor']);

/**
 * The paper award form (the award table and the messages of each field), for the page and `POST /paper_reward`. Every
 * field is required; `today` (YYYY-MM-DD) bounds the issue and birth dates. The client's bonusAmount is not
 * part of it: the award is computed by the server from the impact factor.
 */
export function paperAwardSchema(lang: Lang, today: string) {
  return z
    .object({
      submissionId,
      // Applicant
      name: blank('name', 50),
      company: blank('company'),
      department: blank('department'),
      areaId: recordId(`${E}.areaId`),
      phone: blank('phone', 30).pipe(phoneField(lang, `${E}.phoneFormat`)),
      idNumber: blank('idNumber', 30)
        .refine((v) => isValidIdNumber(v, today), { error: `${E}.idNumberFormat` })
        .transform((v) => v.toUpperCase()),
      email: blank('email').pipe(emailField(`${E}.emailFormat`)),
      // A value of the `education` dictionary (GET /dict?type=education); the server checks it is one.
      education: blank('education', 30),
      imageId1: token('imageId1'),
      imageId2: token('imageId2'),
      // Lab
      mentor: blank('mentor', 50),
      labPhone: blank('labPhone', 30).regex(INTERNATIONAL_PHONE, { error: `${E}.labPhoneFormat` }),
      labAddress: blank('labAddress', 200),
      // Paper
      paperTitle: blank('paperTitle', 500),
      magazinePublished: blank('magazinePublished', 200),
      influenceFactor: impactFactor,
      issueTime: blank('issueTime', 10)
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${E}.issueTimeFormat`, abort: true })
        .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: `${E}.issueTimeFormat`, abort: true })
        .refine((v) => v <= today, { error: `${E}.issueTimeFuture` }),
      doi: blank('doi', 200).transform(normaliseDoi).pipe(z.string().regex(DOI, { error: `${E}.doiFormat` })),
      firstAuthor: blank('firstAuthor', 50),
      correspondingAuthor: blank('correspondingAuthor', 50),
      file: token('file'),
      // Product
      sku: blank('sku', 40),
      productName: blank('productName', 200),
      buyPackaging: blank('buyPackaging', 50),
      distr: blank('distr'),
      // Remittance
      remittancesAccount: blank('remittancesAccount', 40).regex(/^[A-Za-z0-9 ]{8,34}$/, { error: `${E}.remittancesAccountFormat` }),
      username: blank('username', 50),
      openingBank: blank('openingBank'),
      // formCodeField's rule (6 digits, its shared text), on an aborting blank check so a blank code shows one text.
      code: blank('code', 20).regex(/^\d{6}$/, { error: 'forms:code.format' }),
    })
    .refine((v) => v.imageId1 !== v.imageId2, { path: ['imageId2'], error: `${E}.imageSame`, when: (p) => !p.issues.some((i) => String(i.path?.[0]).startsWith('imageId')) })
    .refine((v) => [v.firstAuthor, v.correspondingAuthor].map(normaliseName).includes(normaliseName(v.name)), {
      // Only the first or corresponding author may apply. Checked as soon as the three names are there.
      path: ['name'],
      error: `${E}.notAuthor`,
      when: (p) => !p.issues.some((i) => AUTHOR_FIELDS.has(String(i.path?.[0]))),
    });
}

export type PaperAwardForm = z.infer<ReturnType<typeof paperAwardSchema>>;

/** The text fields of the form, in page order (the uploads and the code are handled apart). */
export const PAPER_AWARD_SECTIONS = {
  applicant: ['name', 'company', 'department', 'areaId', 'phone', 'idNumber', 'email', 'education'],
  lab: ['mentor', 'labPhone', 'labAddress'],
  paper: ['paperTitle', 'magazinePublished', 'influenceFactor', 'issueTime', 'doi', 'firstAuthor', 'correspondingAuthor'],
  product: ['sku', 'productName', 'buyPackaging', 'distr'],
  remittance: ['remittancesAccount', 'username', 'openingBank'],
} as const;

/** The answer of `POST /paper_reward`: the stored award and whether it is the one its product group pays. */
export const paperAwardAnswerSchema = z.strictObject({
  id: z.number().int(),
  award: paperAwardAmountSchema,
  /** False when a paper of the same product and group with a higher (or equal) impact factor holds the award. */
  counts: z.boolean(),
});
export type PaperAwardAnswer = z.infer<typeof paperAwardAnswerSchema>;

/** The kind of an upload, required in the query: it sets the size cap before any byte is read. */
export const uploadQuerySchema = z.object({ kind: z.enum(UPLOAD_KINDS, { error: 'paper-award:errors.uploadKind' }) });

/** The answer of `POST /paper_reward/upload`. */
export const uploadAnswerSchema = z.strictObject({ token: z.string(), kind: z.enum(UPLOAD_KINDS) });
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
