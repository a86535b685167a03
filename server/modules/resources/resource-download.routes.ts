import { pathOf } from '../../../src/contracts/endpoint.ts';
import { resourceDownload, resourceFile, resourceRequest } from '../../../src/contracts/endpoints/resources.ts';
import type { ResourceFileTicket } from '../../../src/contracts/forms/resource-download.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { sendStored } from '../../mail/outbox.ts';
import { optionalUser, requireUser } from '../account/current-user.ts';
import { issueFileTicket, spendFileTicket } from './file-ticket.queries.ts';
import { fileNameOf, standInPdf } from './stand-in-file.ts';
import { storeOf } from '../../storage/document-store.ts';
import { areaExists, findResource, storeResourceRequest, type Resource } from './resource.queries.ts';


async function ticketFor(db: Db, resource: Resource, now: Date): Promise<ResourceFileTicket> {
  const { ticket, expiresAt } = await issueFileTicket(db, resource.id, now);
  return { url: `/api/v1${pathOf(resourceFile.path, { ticket })}`, fileName: fileNameOf(resource), expiresAt: expiresAt.toISOString() };
}

/**
 * Resource downloads (direct after login, otherwise through the download form). Both ways answer
 * a single-use file address the page then opens: a plain link cannot send the Authorization header.
 */
export function resourceDownloadRoutes(deps: AppDeps): Route[] {
  const { db, now, log } = deps;
  const resourceOr404 = async (id: number) => {
    const resource = await findResource(db, id);
    if (!resource) throw new HttpError('E0404');
    return resource;
  };
  return [
    route(resourceDownload, async (c, { params: { id } }) => {
      // Login first (declared `customer`): a visitor learns nothing about resource ids here.
      const user = await requireUser(deps, c);
      const resource = await resourceOr404(id);
      // Not recorded in resource_downloads: that table holds the visitor form's contact details (all
      // required), which a logged-in user need not have given; the account already says who they are.
      log.info('resource download', { resourceId: resource.id, userId: user.userId });
      return ticketFor(db, resource, now());
    }),
    // The body is read with the page's schema of the request's language (the declaration's `bodyIn`).
    route(resourceRequest, async (c, { params: { id }, body: form }) => {
      const lang = requestLang(c);
      const resource = await resourceOr404(id);
      if (!(await areaExists(db, form.areaId))) throw new HttpError('E0400', [{ field: 'areaId', message: translate(lang, 'resources:form.errors.area') }]);
      const user = await optionalUser(deps, c);
      const stored = await storeResourceRequest(db, lang, resource, form, user?.userId ?? null);
      log.info('resource download form stored', { id: stored.id, duplicate: stored.duplicate, resourceId: resource.id });
      // The staff notice goes out after the commit; the answer does not wait for the mail server.
      if (stored.noticeId) void sendStored(deps, stored.noticeId);
      // A retried submit stores nothing new but gets a fresh ticket, so its download still starts.
      return ticketFor(db, resource, now());
    }),
    route(resourceFile, async (c, { params: { ticket } }) => {
      const resourceId = await spendFileTicket(db, ticket, now());
      const resource = resourceId === null ? null : await findResource(db, resourceId);
      if (!resource) throw new HttpError('E0404');
      // The uploaded file when staff replaced the stand-in (resources.admin.ts).
      const stored = resource.sha256 ? await storeOf(deps).get(db, resource.sha256) : null;
      const pdf = stored ?? (await standInPdf(db, resource, requestLang(c)));
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${fileNameOf(resource)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
    }),
  ];
}
