import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { formCodeTargetField } from '../../../src/contracts/forms/form-code.ts';
import { paperAward, type PaperAward, type PaperAwardForm } from '../../../src/contracts/forms/paper-award.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { areas, dictEntries, paperAwardApplications as apps, uploads } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requireFormCode } from '../forms/form-code.ts';
import { paperGroupKey } from './group-key.ts';
import { enqueueStaffNotice } from '../../mail/enqueue.ts';

export interface StoredPaperAward {
  id: number;
  award: PaperAward;
  counts: boolean;
  duplicate: boolean;
  /** The staff notice queued in the transaction; send it after the commit. */
  noticeId?: number;
}

/** The upload each token field must name (two ID photos and the paper file). */
const UPLOAD_FIELDS = [
  ['imageId1', 'idPhoto'],
  ['imageId2', 'idPhoto'],
  ['file', 'paper'],
] as const;

/**
 * A transaction-scoped advisory lock: serialises the requests that touch the same submission, paper or group
 * (it also covers a group with no rows yet, which SELECT … FOR UPDATE cannot lock). Taken in the order
 * submission → DOI → group by every request, so two requests cannot wait on each other.
 */
const lock = (db: Db, key: string) => db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

const answerOf = (row: { id: number; awardGross: number; awardTax: number; awardNet: number; counts: boolean }, duplicate: boolean): StoredPaperAward => ({
  id: row.id,
  award: { grossCny: row.awardGross, taxCny: row.awardTax, netCny: row.awardNet },
  counts: row.counts,
  duplicate,
});

/** Every problem the database can tell about a form: paper already applied for (409), unknown area, education or upload (400). */
async function checkAgainstStore(db: Db, lang: Lang, form: PaperAwardForm): Promise<number[]> {
  const [taken] = await db.select({ id: apps.id }).from(apps).where(eq(apps.doi, form.doi));
  // One applicant per paper.
  if (taken) throw new HttpError('E0409', [{ field: 'doi', message: translate(lang, 'paper-award:errors.doiTaken') }]);
  const fields: { field: string; message: string }[] = [];
  const [area] = await db.select({ id: areas.id }).from(areas).where(eq(areas.id, form.areaId));
  if (!area) fields.push({ field: 'areaId', message: translate(lang, 'paper-award:errors.areaId') });
  const [education] = await db.select({ id: dictEntries.id }).from(dictEntries).where(and(eq(dictEntries.type, 'education'), eq(dictEntries.value, form.education)));
  if (!education) fields.push({ field: 'education', message: translate(lang, 'paper-award:errors.education') });
  const rows = await db
    .select({ id: uploads.id, token: uploads.token, kind: uploads.kind, applicationId: uploads.applicationId })
    .from(uploads)
    .where(inArray(uploads.token, [form.imageId1, form.imageId2, form.file]))
    .for('update');
  const ids: number[] = [];
  for (const [field, kind] of UPLOAD_FIELDS) {
    const row = rows.find((r) => r.token === form[field]);
    // Unknown, of the other kind, or already claimed by an application: the visitor uploads it again.
    if (!row || row.kind !== kind || row.applicationId !== null) {
      fields.push({ field, message: translate(lang, 'paper-award:errors.uploadInvalid', { what: translate(lang, `paper-award:fields.${field}`) }) });
    } else ids.push(row.id);
  }
  if (fields.length) throw new HttpError('E0400', fields);
  return ids;
}

/** "the highest IF counts": whether the new paper counts, after taking the award from a lower one. */
async function settleGroup(db: Db, groupKey: string, impactFactor: number): Promise<boolean> {
  const holders = await db
    .select({ id: apps.id, influenceFactor: apps.influenceFactor })
    .from(apps)
    .where(and(eq(apps.groupKey, groupKey), eq(apps.counts, true)))
    .for('update');
  const best = Math.max(0, ...holders.map((h) => h.influenceFactor));
  // An equal IF does not displace the paper that already holds the award (first come, first kept).
  if (holders.length && impactFactor <= best) return false;
  if (holders.length) await db.update(apps).set({ counts: false }).where(inArray(apps.id, holders.map((h) => h.id)));
  return true;
}

/** The staff notice; the ID number and bank details stay in the database, out of e-mail. */
async function queueNotice(db: Db, lang: Lang, form: PaperAwardForm, award: PaperAward, counts: boolean): Promise<number | undefined> {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, `paper-award:${key}`, params);
  const lines = [
    `${form.name} · ${form.company} · ${form.department} · ${form.phone} · ${form.email}`,
    `${form.paperTitle} · ${form.magazinePublished} · IF ${form.influenceFactor} · ${form.issueTime} · ${form.doi}`,
    `${form.sku} · ${form.productName} · ${form.buyPackaging} · ${form.distr} · ${form.mentor}`,
    `${t('amount.gross')} ¥${award.grossCny} · ${t('amount.tax')} ¥${award.taxCny} · ${t('amount.net')} ¥${award.netCny}`,
    t('staff.counts', { counts: String(counts) }),
  ];
  const subject = t('staff.subject', { name: form.name, influenceFactor: form.influenceFactor, doi: form.doi });
  return (await enqueueStaffNotice(db, lang, { subject, body: lines.join('\n') })) ?? undefined;
}

/**
 * Stores a paper-award application in one transaction: a repeated submission id answers the
 * first row; then the paper must be new, the uploads unclaimed and the verification code right; the award is
 * computed here from the impact factor (never the client's amount), the group's highest IF keeps the award,
 * the uploads are claimed and the staff notice queued. Any refusal leaves nothing written. A wrong code is
 * answered after the transaction commits, so its spent check attempt is kept (the 5-check budget holds).
 */
export async function storePaperAward(deps: AppDeps, c: Context, lang: Lang, form: PaperAwardForm, userId: number | null): Promise<StoredPaperAward> {
  const outcome = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await lock(db, `paper-award:submission:${form.submissionId}`);
    const [first] = await db.select().from(apps).where(eq(apps.submissionId, form.submissionId));
    if (first) return answerOf(first, true);
    const groupKey = paperGroupKey(form);
    await lock(db, `paper-award:doi:${form.doi}`);
    await lock(db, `paper-award:group:${groupKey}`);
    const uploadIds = await checkAgainstStore(db, lang, form);
    try {
      await requireFormCode({ ...deps, db }, c, lang, form[formCodeTargetField(lang)], form.code);
    } catch (err) {
      if (err instanceof HttpError) return err;
      throw err;
    }
    const award = paperAward(form.influenceFactor);
    // The code and the upload tokens are not stored; the tokens become the upload ids.
    const { code: _code, imageId1: _front, imageId2: _back, file: _paper, username, ...fields } = form;
    const counts = await settleGroup(db, groupKey, form.influenceFactor);
    const [row] = await db
      .insert(apps)
      .values({
        ...fields,
        userId,
        idPhoto1UploadId: uploadIds[0]!,
        idPhoto2UploadId: uploadIds[1]!,
        paperUploadId: uploadIds[2]!,
        accountName: username,
        awardGross: award.grossCny,
        awardTax: award.taxCny,
        awardNet: award.netCny,
        groupKey,
        counts,
        lang,
      })
      .returning();
    const claimed = await db.update(uploads).set({ applicationId: row!.id }).where(and(inArray(uploads.id, uploadIds), isNull(uploads.applicationId))).returning({ id: uploads.id });
    // The rows were locked above, so this cannot happen; if it ever does, nothing may be half-written.
    if (claimed.length !== uploadIds.length) throw new Error('uploads changed while locked');
    const noticeId = await queueNotice(db, lang, form, award, counts);
    return { ...answerOf(row!, false), noticeId };
  });
  if (outcome instanceof HttpError) throw outcome;
  return outcome;
}
