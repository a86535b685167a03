import { eq } from 'drizzle-orm';
import type { ResourceDownloadRequest } from '../../../src/contracts/forms/resource-download.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { areas, resourceDownloads, resources } from '../../db/schema/index.ts';
import { storeSubmission } from '../forms/store-submission.ts';

export type Resource = typeof resources.$inferSelect;

export async function findResource(db: Db, id: number): Promise<Resource | null> {
  const [row] = await db.select().from(resources).where(eq(resources.id, id));
  return row ?? null;
}

/** The province exists (the form's areaId is a foreign key: an unknown one must be a 400, not a 500). */
export async function areaExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: areas.id }).from(areas).where(eq(areas.id, id));
  return Boolean(row);
}


/**
 * Stores a visitor's download form once per submission id, with its staff notice in the same transaction
 * (the form is how staff learn who reads what). `userId` is set when a logged-in user used the form.
 */
export function storeResourceRequest(db: Db, lang: Lang, resource: Resource, form: ResourceDownloadRequest, userId: number | null) {
  const title = lang === 'zh' ? resource.titleZh : resource.titleEn;
  return storeSubmission(db, resourceDownloads, { ...form, resourceId: resource.id, userId, lang }, lang, {
    subject: translate(lang, 'resources:staffSubject', { title, name: form.name, company: form.company }),
    lines: [`${title} (${resource.fileName})`, `${form.name} · ${form.company} · ${form.department}`, `${form.phone} · ${form.email} · area ${form.areaId}`],
  });
}
