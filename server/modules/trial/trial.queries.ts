import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TrialApplication } from '../../../src/contracts/forms/trial.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { areas, categories, trialApplications } from '../../db/schema/index.ts';
import { storeSubmission } from '../forms/store-submission.ts';

/** The names (in `lang`) of the chosen product category and province; a missing one was not a real choice. */
export async function choiceNames(db: Db, lang: Lang, treeId: number, areaId: number) {
  // Only a category of the product tree counts (not its root, not a service or footer node): the page
  // offers exactly these (treeId "product category").
  const [category] = await db
    .select({ en: categories.nameEn, zh: categories.nameZh })
    .from(categories)
    .where(and(eq(categories.id, treeId), eq(categories.kind, 'product'), isNotNull(categories.parentId)));
  const [area] = await db.select({ en: areas.nameEn, zh: areas.nameZh }).from(areas).where(eq(areas.id, areaId));
  return { category: category?.[lang], area: area?.[lang] };
}

/**
 * Makes a second request with the same submission id wait until the first one's transaction ends (a double
 * click posts twice at once), so it then finds the stored row instead of spending the code again.
 */
export async function lockSubmission(tx: Db, submissionId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`try_out:${submissionId}`}))`);
}

/** The id of the application already stored under this submission id, if any. */
export async function storedTrialId(db: Db, submissionId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: trialApplications.id }).from(trialApplications).where(eq(trialApplications.submissionId, submissionId));
  return row?.id;
}

/** Stores the application (without its code, which is spent) and the staff notice in the staff's language. */
export function storeTrial(db: Db, lang: Lang, a: TrialApplication, userId: number | null, names: { category: string; area: string }) {
  const { code: _spent, industryId, ...fields } = a;
  const tr = (key: string, params: Record<string, unknown> = {}) => translate(lang, `trial:staff.${key}`, params);
  return storeSubmission(db, trialApplications, { ...fields, industry: industryId, userId, lang }, lang, {
    subject: tr('subject', { sku: a.sku, name: a.name, company: a.company }),
    lines: [
      tr('product', { sku: a.sku, productName: a.productName, category: names.category }),
      tr('application', { text: a.productApplication }),
      tr('applicant', { name: a.name, company: a.company, department: a.department }),
      tr('contact', { phone: a.phone, email: a.email }),
      tr('address', { address: a.address, area: names.area }),
      tr('segment', { segment: translate(lang, `trial:segments.${industryId}`) }),
      userId === null ? tr('noAccount') : tr('account', { userId }),
    ],
  });
}
