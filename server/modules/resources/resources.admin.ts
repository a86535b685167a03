import { desc, eq } from 'drizzle-orm';
import type { AdminResource } from '../../../src/contracts/admin/resources.ts';
import { MAX_RESOURCE_MB } from '../../../src/contracts/admin/resources.ts';
import { adminResourceFile, adminResourceList } from '../../../src/contracts/endpoints/resources-admin.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { resources } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { readBodyCapped } from '../../http/read-body-capped.ts';
import { requestLang } from '../../http/request-lang.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { fieldError } from '../../http/validate.ts';
import { sha256Hex, storeOf } from '../../storage/document-store.ts';
import { withAudit } from '../audit/with-audit.ts';
import { pdfUploadProblem } from '../documents/pdf-check.ts';
import { companyName } from '../site/company-name.ts';
import type { Resource } from './resource.queries.ts';
import { standInSize } from './stand-in-file.ts';

/** A resource as the back office lists it: the size of the file a reader gets (the upload, else the stand-in in English). */
async function adminResourceOf(db: Db, r: Resource, company: string): Promise<AdminResource> {
  return {
    id: r.id,
    kind: r.kind,
    titleEn: r.titleEn,
    titleZh: r.titleZh,
    fileName: r.fileName,
    sizeBytes: r.sha256 ? r.sizeBytes : await standInSize(db, r, 'en', company),
    uploaded: r.sha256 !== null,
    publishedAt: r.publishedAt,
  };
}

/**
 * Resources in the back office (permission `content`): the list with the true size of each file, and the upload
 * that replaces a resource's file (the demo data's stand-ins, or an older upload), checked by content like product
 * documents, stored with the change's audit row in one transaction.
 */
export function resourcesAdminRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  return [
    route(adminResourceList, async () => {
      const company = await companyName(db, 'en');
      const rows = await db.select().from(resources).orderBy(desc(resources.publishedAt), desc(resources.id));
      return Promise.all(rows.map((r) => adminResourceOf(db, r, company)));
    }),
    route(adminResourceFile, async (c, { params: { id } }) => {
      const tooLarge = () => new HttpError('E0413', [{ field: 'file', message: translate(requestLang(c), 'admin:documents.errors.fileTooLarge', { max: MAX_RESOURCE_MB }) }]);
      const bytes = await readBodyCapped(c, MAX_RESOURCE_MB * 1024 * 1024, tooLarge);
      if (bytes.length === 0) throw fieldError(c, 'file', 'admin:documents.errors.fileRequired');
      // By content only, as product documents (documents.admin.ts): a renamed image or an HTML page is refused.
      if (await pdfUploadProblem(bytes)) throw fieldError(c, 'file', 'admin:documents.errors.notPdf');
      const store = storeOf(deps);
      const sha256 = sha256Hex(bytes);
      const company = await companyName(db, 'en');
      return withAudit(deps, actorOf(deps, c), { entity: 'resource', key: String(id), action: 'file' }, async (tx) => {
        const [before] = await tx.select().from(resources).where(eq(resources.id, id)).for('update');
        if (!before) throw new HttpError('E0404');
        await store.put(tx, sha256, bytes);
        const [after] = await tx.update(resources).set({ sha256, sizeBytes: bytes.length }).where(eq(resources.id, id)).returning();
        if (before.sha256 && before.sha256 !== sha256) await store.release(tx, before.sha256);
        const audited = (r: Resource) => ({ sha256: r.sha256, sizeBytes: r.sizeBytes });
        return { before: audited(before), after: audited(after!), result: await adminResourceOf(tx, after!, company) };
      });
    }),
  ];
}
